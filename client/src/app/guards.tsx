import { useEffect, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { loggedOutRedirectMs } from '@common/constants/product';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { PageLoader } from '@/components/ui/spinner';
import { useSession, type SessionUser } from '@/features/auth';

/**
 * Who may open a screen:
 * - user: seller screens; logged out → /login, admin → /admin
 * - tool: the AI tools; logged out → toast, then /api/login after 500 ms; admin → /admin
 * - billing: billing and pricing; logged out → toast, then /login after 500 ms; admin → /admin
 * - calculator: any signed-in user; logged out → /login
 * - account: /account, any signed-in user (admins too); logged out → /login
 * - admin: admin screens; logged out → toast, then /login after 500 ms; non-admin → / (their home, /dashboard)
 */
export type Access = 'user' | 'tool' | 'billing' | 'calculator' | 'account' | 'admin';

const unauthorizedToast = () =>
  toast({
    variant: 'destructive',
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
  });

function DelayedRedirect({ to, hard = false }: { to: string; hard?: boolean }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    unauthorizedToast();
    const timer = setTimeout(
      () => (hard ? window.location.assign(to) : navigate(to, { replace: true })),
      loggedOutRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [to, hard, navigate]);
  return <PageLoader />;
}

function AccessDenied() {
  useEffect(() => {
    toast({ variant: 'destructive', title: 'Access Denied', description: 'Admin access required' });
  }, []);
  return <Redirect to="/" replace />;
}

function Unreachable({ retry }: { retry: () => void }) {
  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <p className="text-lg font-semibold text-slate-900">We could not reach Vikreta</p>
      <p className="max-w-sm text-slate-600">
        You are still signed in. Check your connection, then try again.
      </p>
      <Button onClick={retry}>Try again</Button>
    </div>
  );
}

export function Guard({ access, children }: { access: Access; children: (user: SessionUser) => ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'unreachable') return <Unreachable retry={session.retry} />;
  if (session.status === 'anonymous') {
    if (access === 'tool') return <DelayedRedirect to="/api/login" hard />;
    if (access === 'billing' || access === 'admin') return <DelayedRedirect to="/login" />;
    return <Redirect to="/login" replace />;
  }
  const { user } = session;
  if (access === 'admin' && user.role !== 'admin') return <AccessDenied />;
  if ((access === 'user' || access === 'tool' || access === 'billing') && user.role === 'admin') {
    return <Redirect to="/admin" replace />;
  }
  return <>{children(user)}</>;
}

/** '/' is the landing page for visitors; signed-in users go to their home. */
export function HomeRoute({ landing }: { landing: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'authenticated')
    return <Redirect to={session.user.role === 'admin' ? '/admin' : '/dashboard'} replace />;
  return <>{landing}</>;
}
