import type {
  AdminUser,
  CreateUserRequest,
  UpdateUserRequest,
  UserRole,
  UserStatus,
} from '@common/contracts/admin';
import { api } from '@/lib/api-client';
import { useAdminAction } from '../api/admin-changes-api';

const userPath = (id: string) => `/api/admin/users/${id}`;

/** The user management writes with their toasts. */
export function useUserActions(onDone?: () => void) {
  const create = useAdminAction({
    run: (body: CreateUserRequest) => api.post<AdminUser>('/api/admin/users', { ...body }),
    success: 'User created successfully',
    failure: 'Failed to create user',
    onDone,
  });
  const update = useAdminAction({
    run: ({ id, body }: { id: string; body: UpdateUserRequest }) =>
      api.put<AdminUser>(userPath(id), { ...body }),
    success: 'User updated successfully',
    failure: 'Failed to update user',
    onDone,
  });
  const setRole = useAdminAction({
    run: ({ id, role }: { id: string; role: UserRole }) =>
      api.put<AdminUser>(`${userPath(id)}/role`, { role }),
    success: 'User updated successfully',
    failure: 'Failed to update user role',
  });
  const setStatus = useAdminAction({
    run: ({ id, status }: { id: string; status: UserStatus }) =>
      api.put<AdminUser>(`${userPath(id)}/status`, { status }),
    success: 'User updated successfully',
    failure: 'Failed to update user status',
  });
  const remove = useAdminAction({
    run: (id: string) => api.delete<{ message: string }>(userPath(id)),
    success: 'User deleted successfully',
    failure: 'Failed to delete user',
  });
  const assignPlan = useAdminAction({
    run: ({ id, planId }: { id: string; planId: string }) =>
      api.post<AdminUser>(`${userPath(id)}/plan`, { planId }),
    success: 'Plan assigned successfully',
    failure: 'Failed to assign plan',
    onDone,
  });
  const removePlan = useAdminAction({
    run: (id: string) => api.delete<AdminUser>(`${userPath(id)}/plan`),
    success: 'Plan removed successfully',
    failure: 'Failed to remove plan',
    onDone,
  });
  return { create, update, setRole, setStatus, remove, assignPlan, removePlan };
}
export type UserActions = ReturnType<typeof useUserActions>;
