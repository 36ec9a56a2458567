import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { authErrorCodes, type LoginRequest } from '@common/contracts/auth';
import { postLoginRedirectMs } from '@common/constants/product';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-error';
import { failureToast } from '@/lib/error-feedback';
import { tokens } from '@/lib/tokens';
import { useHydrated } from '@/lib/use-hydrated';
import { formValues } from '@/lib/validate';
import { authCalls } from './api/auth-api';
import { userQuery } from './api/user-api';
import { AuthLayout } from './components/auth-layout';

export default function LoginPage() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const login = useMutation({
    mutationFn: authCalls.login,
    onSuccess: (data) => {
      tokens.set(data.accessToken, data.refreshToken);
      queryClient.setQueryData(userQuery.queryKey, data.user);
      toast({ variant: 'success', title: 'Logged in successfully!' });
      setTimeout(() => navigate('/', { replace: true }), postLoginRedirectMs);
    },
    onError: (error, body) => {
      if (error instanceof ApiError && error.code === authErrorCodes.emailNotVerified)
        setUnverifiedEmail(body.email);
      toast(failureToast(error, { title: 'Login failed', fallback: 'Login failed' }));
    },
  });
  const resend = useMutation({
    mutationFn: authCalls.resendVerification,
    onSuccess: (data) => toast({ variant: 'info', title: 'Verification email', description: data.message }),
    onError: (error) =>
      toast(failureToast(error, { title: 'Could not send', fallback: 'Please try again later' })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUnverifiedEmail(null);
    login.mutate(formValues(event.currentTarget) as LoginRequest);
  };
  const busy = login.isPending || login.isSuccess;
  const ready = useHydrated();

  return (
    <AuthLayout title="Welcome back" subtitle="Log in to your Vikreta account.">
      <form onSubmit={submit} className="space-y-5">
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required />
        <div className="flex justify-end">
          <Link href="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        {unverifiedEmail && (
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-yellow-200 bg-yellow-50 p-4 text-sm text-yellow-900"
          >
            <MailWarning className="h-5 w-5 shrink-0" aria-hidden />
            <div className="space-y-2">
              <p>Your email is not verified yet. Open the link we sent to {unverifiedEmail}.</p>
              <Button
                size="sm"
                variant="secondary"
                disabled={resend.isPending}
                onClick={() => resend.mutate(unverifiedEmail)}
              >
                {resend.isPending && <Spinner className="h-4 w-4" />} Resend verification email
              </Button>
            </div>
          </div>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={busy || !ready}>
          {busy && <Spinner className="h-4 w-4" />} {busy ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to Vikreta?{' '}
        <Link href="/signup" className="font-medium text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}
