import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast-store';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { tokens } from '@/lib/tokens';

/**
 * A failed refresh clears the session with 'Authentication failed' and goes to /.
 * Signing out in another tab (the tokens disappear from local storage) signs this tab out too.
 */
export function SessionExpiry() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  useEffect(() => {
    setSessionExpiredHandler(() => {
      tokens.clear();
      queryClient.clear();
      toast({ variant: 'destructive', title: 'Authentication failed' });
      navigate('/', { replace: true });
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'accessToken' && event.newValue === null) {
        queryClient.clear();
        navigate('/', { replace: true });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, navigate]);
  return null;
}
