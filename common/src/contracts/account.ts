import { z } from 'zod';
import { gstinMessages, gstinPattern, gstinProblem, gstinState } from '../gst/gstin';
import { gstStateNames } from '../gst/states';

/** GET /api/account/profile: what the /account screen edits, and what invoices print. */
export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  businessName: z.string().nullable(),
  gstin: z.string().nullable(),
  state: z.enum(gstStateNames).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

const nameSchema = z.string().trim().min(1, 'Required').max(100);
/** An optional text: blank or absent means none. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const phoneMessage = 'Enter a phone number of 10 to 15 digits';
/** 10 to 15 digits with an optional leading +; spaces, dashes and brackets are dropped. */
const phoneSchema = optionalText(24)
  .transform((v) => (v ? v.replace(/[\s\-()]/g, '') : null))
  .refine((v) => v === null || /^\+?\d{10,15}$/.test(v), phoneMessage)
  .meta({
    pattern: '^(?:\\+?(?:[ ()-]*\\d){10,15}[ ()-]*)?$',
    description: `10 to 15 digits, an optional leading +, spaces, dashes and brackets dropped; blank for none: '${phoneMessage}' otherwise`,
  });

export const accountMessages = {
  gstinStateMismatch: (state: string) =>
    `This GSTIN is registered in ${state}: choose that state, or check the GSTIN`,
  profileSaved: 'Profile saved',
  signedOutEverywhere: 'Signed out of all devices',
} as const;

/** An optional GSTIN, upper-cased, checked for format, state code and check character. */
export const gstinSchema = optionalText(15)
  .transform((v) => (v ? v.toUpperCase() : null))
  .superRefine((v, ctx) => {
    const problem = v ? gstinProblem(v) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: gstinMessages[problem] });
  })
  .meta({
    pattern: `^(?:${gstinPattern.source.slice(1, -1)})?$`,
    description:
      `A GSTIN (upper-cased), blank for none. Refused: '${gstinMessages.format}', '${gstinMessages.state}', ` +
      `'${gstinMessages.checksum}'; a state other than the GSTIN's: '${accountMessages.gstinStateMismatch('{state}')}'`,
  });

/** PUT /api/account/profile: the whole profile (a field left out or blank is cleared). Email is not here. */
export const updateProfileRequestSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    phone: phoneSchema,
    businessName: optionalText(120),
    gstin: gstinSchema,
    state: z
      .enum(gstStateNames)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((p, ctx) => {
    const registered = p.gstin ? gstinState(p.gstin) : undefined;
    if (registered && p.state && registered.name !== p.state) {
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: accountMessages.gstinStateMismatch(registered.name),
      });
    }
  });
/** What the client sends. */
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
/** What the server gets after validation: trimmed, blanks as null, GSTIN upper-cased, phone without spaces. */
export type ProfileUpdate = z.output<typeof updateProfileRequestSchema>;
