import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'wouter';
import { authMessages } from '@common/contracts/auth';
import { buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { PageLoader } from '@/components/ui/spinner';
import { authCalls } from './api/auth-api';
import { AuthLayout } from './components/auth-layout';

/** Three states: verifying, success, failed. The server treats a second open of the link as success. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => authCalls.verifyEmail(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (verify.isSuccess) toast({ variant: 'success', title: authMessages.emailVerified });
    if (verify.isError)
      toast({
        variant: 'destructive',
        title: 'Email verification failed',
        description: 'The link may be invalid or expired.',
      });
  }, [verify.isSuccess, verify.isError]);

  if (token && verify.isPending) {
    return (
      <AuthLayout title="Verifying your email">
        <PageLoader label="Verifying..." />
      </AuthLayout>
    );
  }
  if (token && verify.isSuccess) {
    return (
      <AuthLayout title="Email verified">
        <div className="space-y-6 text-slate-700">
          <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden />
          <p>{authMessages.emailVerified}</p>
          <Link href="/login" className={buttonClass('primary', 'lg')}>
            Go to Login
          </Link>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Email verification failed">
      <div className="space-y-6 text-slate-700">
        <XCircle className="h-12 w-12 text-red-600" aria-hidden />
        <p role="alert">
          {token
            ? 'The link may be invalid or expired. Request a new one by logging in, or register again.'
            : 'Invalid verification link. No token found.'}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link href="/signup" className={buttonClass('secondary')}>
            Register Again
          </Link>
          <Link href="/login" className={buttonClass()}>
            Go to Login
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
