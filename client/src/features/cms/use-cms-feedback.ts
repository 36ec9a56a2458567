import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-error';
import { failureToast } from '@/lib/error-feedback';
import { tokens } from '@/lib/tokens';

/** The CMS signs in again 2 s after a save meets an expired session. */
export const cmsSessionExpiryDelayMs = 2000;

/** A save whose session is over (401, 'Token expired') asks to sign in again; any other failure toasts. */
export const isSessionOver = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.message === 'Token expired');

/** The CMS screen's toasts: success, the server's message or a fallback, and session expiry. */
export function useCmsFeedback() {
  const [, navigate] = useLocation();
  return {
    saved: () =>
      toast({ variant: 'success', title: 'Success', description: 'CMS content saved successfully' }),
    failed(error: unknown, fallback = 'Failed to save CMS content') {
      if (!isSessionOver(error)) return toast(failureToast(error, { title: 'Error', fallback }));
      toast({
        variant: 'destructive',
        title: 'Session Expired',
        description: 'Please log in again to continue',
      });
      setTimeout(() => {
        tokens.clear();
        navigate('/login', { replace: true });
      }, cmsSessionExpiryDelayMs);
    },
  };
}
