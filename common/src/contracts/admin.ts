import { z } from 'zod';
import { pageQuery, paginationSchema } from './pagination';
import { emailSchema, newPasswordSchema } from './auth';
import { billingPeriods, currencies } from './plans';
import { toolSchema } from './tools';

/** Texts the admin API answers with (the client shows its own toasts on success). */
export const adminMessages = {
  userNotFound: 'User not found',
  planNotFound: 'Plan not found',
  toolNotFound: 'Tool not found',
  emailTaken: 'A user with this email already exists',
  selfSuspend: 'You cannot suspend your own account',
  selfDemote: 'You cannot remove your own admin role',
  selfDelete: 'You cannot delete your own account',
  lastAdmin: 'The last active admin cannot be removed',
  noPlanToRemove: 'This user is already on the free plan',
  endBeforeStart: 'The end date must be after the start date',
  planNameTaken: 'A plan with this name already exists',
  planHasSubscribers: 'This plan has subscribers and cannot be deleted. Deactivate it instead.',
  toolNameTaken: 'A tool with this name already exists',
  toolEditEmpty: 'Send isActive, or a name and a description',
  userDeleted: 'User deleted successfully',
  planDeleted: 'Plan deleted successfully',
  signupPlanLocked:
    'New sellers start on this plan. Choose another sign-up plan first, then deactivate, delete or make it paid.',
  signupPlanUnfit: 'A sign-up plan must be an active trial plan that allows at least one call of an AI tool',
  signupPlanSet: (name: string) => `New sellers now start on ${name}`,
} as const;

export const userStatuses = ['active', 'suspended', 'pending'] as const;
export type UserStatus = (typeof userStatuses)[number];
export const userRoles = ['admin', 'user'] as const;
export type UserRole = (typeof userRoles)[number];

/** Date-joined filter: today (Asia/Kolkata calendar), or the last 7, 30 or 365 days. */
export const joinedFilters = ['today', 'last_7_days', 'last_30_days', 'last_365_days'] as const;
export type JoinedFilter = (typeof joinedFilters)[number];
export const joinedFilterDays: Record<Exclude<JoinedFilter, 'today'>, number> = {
  last_7_days: 7,
  last_30_days: 30,
  last_365_days: 365,
};

/**
 * Plan filter and expiry states. Days left = whole days to the end date, rounded up.
 * active: no end date or more than 30 days left; expiring: 1 to 30; expired: 0 or fewer.
 */
export const planStates = ['active', 'expiring', 'expired'] as const;
export type PlanState = (typeof planStates)[number];
export const expiringWithinDays = 30;
/** 7 days or fewer left shows orange, 30 or fewer yellow. */
export const expiryWarningDays = 7;

/** premium: a running paid plan other than Free Trial; trial: on Free Trial; free: neither. */
export const subscriptionPlanKinds = ['premium', 'trial', 'free'] as const;

const isoDateTime = z.string();
const nameSchema = z.string().trim().min(1, 'Required').max(100);

/** The admin's view of a user, plus plan_billing_period, plan_days_left, plan_state and email_verified. */
export const adminUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: z.enum(userStatuses),
  role: z.enum(userRoles),
  email_verified: z.boolean(),
  plan_id: z.string().nullable(),
  plan_name: z.string().nullable(),
  plan_price: z.number().nullable(),
  plan_currency: z.enum(currencies).nullable(),
  plan_billing_period: z.enum(billingPeriods).nullable(),
  plan_start_date: isoDateTime.nullable(),
  plan_end_date: isoDateTime.nullable(),
  plan_days_left: z.number().int().nullable(),
  plan_state: z.enum(planStates),
  subscription_plan: z.enum(subscriptionPlanKinds),
  created_at: isoDateTime,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users: newest first; search matches the name or the email. */
export const adminUserListQuerySchema = z.object({
  ...pageQuery,
  search: z.string().trim().max(100, 'Use at most 100 characters').optional(),
  joined: z.enum(joinedFilters).optional(),
  plan: z.enum(planStates).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  pagination: paginationSchema,
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const uuidParamsSchema = z.object({ id: z.uuid('Not a valid id') });

/** POST /api/admin/users: created verified, with the sign-up password rules. */
export const createUserRequestSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  status: z.enum(userStatuses).default('active'),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** PUT /api/admin/users/{id}: only these fields; any other field in the body is ignored. */
export const updateUserRequestSchema = z.object({
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
  email: emailSchema.optional(),
  status: z.enum(userStatuses).optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const updateUserRoleRequestSchema = z.object({ role: z.enum(userRoles) });
export const updateUserStatusRequestSchema = z.object({ status: z.enum(userStatuses) });

const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-21')
  .refine((d) => {
    const parsed = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(parsed) && new Date(parsed).toISOString().startsWith(d);
  }, 'That date does not exist')
  .meta({ format: 'date' });
/** A calendar day (2026-11-21, on the Asia/Kolkata calendar) or an ISO date-time with its offset. */
const dateInput = z.union([calendarDay, z.iso.datetime({ offset: true })]);

/**
 * POST /api/admin/users/{id}/plan. A day as startDate starts at that day's beginning; a day as endDate is the
 * last day the plan runs. The start defaults to now, the end to one billing period after the start (none
 * for a one-time plan).
 */
export const assignPlanRequestSchema = z.object({
  planId: z.uuid('Not a valid plan id'),
  startDate: dateInput.optional(),
  endDate: dateInput.optional(),
});
export type AssignPlanRequest = z.infer<typeof assignPlanRequestSchema>;

export const adminMessageSchema = z.object({ message: z.string() });

/** The admin's view of a tool: the seller's fields plus its display order. */
export const adminToolSchema = toolSchema.extend({ sort_order: z.number().int() });
export type AdminTool = z.infer<typeof adminToolSchema>;

const toolText = (max: number) => z.string().trim().min(1, 'Required').max(max);
export const createToolRequestSchema = z.object({ name: toolText(100), description: toolText(500) });
export type CreateToolRequest = z.infer<typeof createToolRequestSchema>;

/** PUT /api/admin/tools/{id}: {isActive} for the switch, or {name, description} for an edit. */
export const updateToolRequestSchema = z
  .object({
    isActive: z.boolean().optional(),
    name: toolText(100).optional(),
    description: toolText(500).optional(),
  })
  .refine((b) => b.isActive !== undefined || b.name !== undefined || b.description !== undefined, {
    message: adminMessages.toolEditEmpty,
  })
  .meta({ anyOf: ['isActive', 'name', 'description'].map((key) => ({ required: [key] })) });
export type UpdateToolRequest = z.infer<typeof updateToolRequestSchema>;
export const toolParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
