import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { authMessages, type ForgotPasswordRequest } from '@common/contracts/auth';
import { Button, buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { failureToast } from '@/lib/error-feedback';
import { formValues } from '@/lib/validate';
import { authCalls } from './api/auth-api';
import { AuthLayout } from './components/auth-layout';

export default function ForgotPasswordPage() {
  const send = useMutation({
    mutationFn: authCalls.forgotPassword,
    onSuccess: () => toast({ variant: 'success', title: authMessages.resetSent }),
    onError: (error) =>
      toast(
        failureToast(error, { title: 'Failed to send reset email', fallback: 'Failed to send reset email' }),
      ),
  });

  if (send.isSuccess) {
    return (
      <AuthLayout title="Check your email">
        <div className="space-y-6 text-slate-700">
          <MailCheck className="h-12 w-12 text-brand-600" aria-hidden />
          <p>{authMessages.resetSent} The link is valid for 1 hour.</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => send.reset()}>
              Try again
            </Button>
            <Link href="/login" className={buttonClass()}>
              Back to login
            </Link>
          </div>
        </div>
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(formValues(event.currentTarget) as ForgotPasswordRequest);
  };
  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to set a new one."
    >
      <form onSubmit={submit} className="space-y-5">
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
          {send.isPending && <Spinner className="h-4 w-4" />}{' '}
          {send.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link href="/login" className="font-medium text-brand-700 hover:underline">
          Back to login
        </Link>
      </p>
    </AuthLayout>
  );
}
