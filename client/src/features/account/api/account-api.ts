import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile, UpdateProfileRequest } from '@common/contracts/account';
import type { ChangePasswordRequest, MessageResponse } from '@common/contracts/auth';
import { api } from '@/lib/api-client';

/** GET /api/account/profile: names, email, phone, business name, GSTIN and state. */
export const profileQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: ({ signal }) => api.get<Profile>('/api/account/profile', { signal }),
});
export const useProfile = () => useQuery(profileQuery);

export const saveProfile = (body: UpdateProfileRequest) =>
  api.put<Profile>('/api/account/profile', { ...body });

export const changePassword = (body: ChangePasswordRequest) =>
  api.post<MessageResponse>('/api/auth/change-password', { ...body });

export const signOutEverywhere = () => api.post<MessageResponse>('/api/account/sign-out-everywhere');
