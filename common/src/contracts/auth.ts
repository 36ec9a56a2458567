import { z } from 'zod';
import { isCommonPassword } from '../constants/common-passwords';
import { maxPasswordLength, minPasswordLength } from '../constants/product';

/** Codes of auth errors beyond the common ones of contracts/errors.ts. */
export const authErrorCodes = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  invalidToken: 'INVALID_TOKEN',
  invalidPassword: 'INVALID_PASSWORD',
} as const;

/** Texts the server answers with; the client shows its own toasts on success. */
export const authMessages = {
  passwordTooShort: `Password must be at least ${minPasswordLength} characters long`,
  passwordTooLong: `Password must be at most ${maxPasswordLength} characters long`,
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  passwordsDoNotMatch: 'Passwords do not match',
  samePassword: 'The new password must be different from the current one',
  registered: 'Account created successfully! Please check your email for verification.',
  verificationSent: 'If that email belongs to an account waiting for verification, a new link has been sent.',
  emailVerified: 'Email verified successfully! You can now log in.',
  invalidVerificationLink: 'This verification link is invalid or has expired. Please request a new one.',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified:
    'Please verify your email address before logging in. Check your inbox for the verification link.',
  accountSuspended: 'Your account has been suspended',
  invalidRefreshToken: 'Your session has expired. Please log in again.',
  signedOut: 'Signed out',
  resetSent: 'If an account exists with this email, a password reset link has been sent.',
  invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Password reset successfully! You can now log in with your new password.',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  wrongCurrentPassword: 'Current password is incorrect',
} as const;

/** Trimmed and lowercased before anything else sees it. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid email address'))
  .meta({ format: 'email' });

/** A password being set (sign-up, reset, change): 8 to 128 characters, not on the common list. */
export const newPasswordSchema = z
  .string()
  .min(minPasswordLength, authMessages.passwordTooShort)
  .max(maxPasswordLength, authMessages.passwordTooLong)
  .refine((p) => !isCommonPassword(p), authMessages.passwordTooCommon);

/** A password being checked: no strength rule (older passwords stay valid), only a size cap. */
const givenPasswordSchema = z
  .string()
  .min(1, 'Password is required')
  .max(maxPasswordLength, authMessages.passwordTooLong);
const nameSchema = z.string().trim().min(1, 'Required').max(100);
/** Opaque random tokens (base64url of 32 bytes); the cap keeps junk out of the hashing. */
const opaqueTokenSchema = z.string().min(1).max(200);

export const registerRequestSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({ email: emailSchema, password: givenPasswordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const refreshRequestSchema = z.object({ refreshToken: opaqueTokenSchema });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;
export const logoutRequestSchema = refreshRequestSchema;
export type LogoutRequest = RefreshRequest;

export const emailOnlyRequestSchema = z.object({ email: emailSchema });
export const forgotPasswordRequestSchema = emailOnlyRequestSchema;
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const resendVerificationRequestSchema = emailOnlyRequestSchema;
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;

export const resetPasswordRequestSchema = z.object({ token: opaqueTokenSchema, password: newPasswordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const verifyEmailParamsSchema = z.object({ token: opaqueTokenSchema });

export const changePasswordRequestSchema = z
  .object({ currentPassword: givenPasswordSchema, newPassword: newPasswordSchema })
  .refine((b) => b.currentPassword !== b.newPassword, {
    path: ['newPassword'],
    message: authMessages.samePassword,
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The user: camelCase fields and the snake_case ones some screens read. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'user']),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
export const refreshResponseSchema = tokenPairSchema;
export type RefreshResponse = TokenPair;
export const loginResponseSchema = tokenPairSchema.extend({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Client forms: the request plus a confirmation field. */
export const signupFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((f) => f.password === f.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsDoNotMatch,
  });
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((f) => f.password === f.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsDoNotMatch,
  });
