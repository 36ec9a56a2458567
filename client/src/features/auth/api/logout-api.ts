import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { api } from '@/lib/api-client';
import { tokens } from '@/lib/tokens';

/** Sign out: tell the server to revoke the refresh token, then clear the session and go to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    const refreshToken = tokens.refresh();
    if (refreshToken)
      await api.post('/api/auth/logout', { refreshToken }, { auth: false }).catch(() => undefined);
    tokens.clear();
    queryClient.clear();
    navigate('/', { replace: true });
  }, [queryClient, navigate]);
}
