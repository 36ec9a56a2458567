import type {
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
} from '@common/contracts/auth';
import { api } from '@/lib/api-client';

/** The account calls (sign-up, verification, password reset); none of them sends or refreshes a session token. */
const noAuth = { auth: false } as const;

export const authCalls = {
  login: (body: LoginRequest) => api.post<LoginResponse>('/api/auth/login', body, noAuth),
  register: (body: RegisterRequest) => api.post<MessageResponse>('/api/auth/register', body, noAuth),
  forgotPassword: (body: ForgotPasswordRequest) =>
    api.post<MessageResponse>('/api/auth/forgot-password', body, noAuth),
  resetPassword: (body: ResetPasswordRequest) =>
    api.post<MessageResponse>('/api/auth/reset-password', body, noAuth),
  resendVerification: (email: string) =>
    api.post<MessageResponse>('/api/auth/resend-verification', { email }, noAuth),
  verifyEmail: (token: string) =>
    api.get<MessageResponse>(`/api/auth/verify-email/${encodeURIComponent(token)}`, noAuth),
};
