import { z } from 'zod';
import { pageOf, pageQuery } from './pagination';

/** What an audit entry says was done (target_type is the part before the dot). */
export const auditActions = [
  'user.create',
  'user.update',
  'user.delete',
  'user.role',
  'user.status',
  'user.plan_assign',
  'user.plan_remove',
  'tool.create',
  'tool.update',
  'plan.create',
  'plan.update',
  'plan.signup',
  'plan.delete',
  'cms.update',
  'cms.restore',
  'trending.create',
  'trending.update',
  'trending.toggle',
  'trending.delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditQuerySchema = z.object(pageQuery);
export const auditEntrySchema = z.object({
  id: z.number().int(),
  admin_id: z.string().nullable(),
  admin_name: z.string().nullable(),
  admin_email: z.string().nullable(),
  action: z.enum(auditActions),
  target_type: z.string(),
  target_id: z.string().nullable(),
  /** The target for a person: a user's email, a plan's, tool's or product's name, a landing-page section. */
  target_name: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
