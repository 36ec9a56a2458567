import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast-store';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { tokens } from '@/lib/tokens';

/** A failed refresh clears the session with 'Authentication failed' and goes to / (spec 01 §4, §8). */
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
  }, [queryClient, navigate]);
  return null;
}
