import { z } from 'zod';
import { profileSchema } from './account';
import { paymentRecordSchema, subscriptionRecordSchema } from './billing';
import { usageHistoryItemSchema } from './history';

/** GET /api/account/export: everything the seller can download of their own account, as JSON. */
export const ownDataExportSchema = z.object({
  exported_at: z.string(),
  profile: profileSchema,
  subscriptions: z.array(subscriptionRecordSchema),
  payments: z.array(paymentRecordSchema),
  /** Every tool call, newest first (at most ownDataHistoryLimit; `history_truncated` says so). */
  usage_history: z.array(usageHistoryItemSchema),
  history_truncated: z.boolean(),
});
export type OwnDataExport = z.infer<typeof ownDataExportSchema>;

/** The most history rows one export carries. */
export const ownDataHistoryLimit = 20_000;

export const ownDataMessages = {
  deleted:
    'Your account is deleted. Payments and invoices are kept, anonymised, as GST law requires accounts to be kept.',
  wrongPassword: 'That password is not right',
} as const;

/** POST /api/account/delete: the password again, so a borrowed signed-in browser cannot delete the account. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string()
    .min(1, 'Enter your password')
    .max(256)
    .meta({ description: `The account's password: '${ownDataMessages.wrongPassword}' otherwise` }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
