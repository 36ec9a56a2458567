import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'wouter';
import { authMessages, resetPasswordFormSchema } from '@common/contracts/auth';
import { Button, buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { failureToast } from '@/lib/error-feedback';
import { formValues, validate, type FieldErrors } from '@/lib/validate';
import { authCalls } from './api/auth-api';
import { AuthLayout } from './components/auth-layout';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [errors, setErrors] = useState<FieldErrors>({});
  const reset = useMutation({
    mutationFn: authCalls.resetPassword,
    onSuccess: () => toast({ variant: 'success', title: authMessages.passwordReset }),
    onError: (error) =>
      toast(failureToast(error, { title: 'Password reset failed', fallback: 'Password reset failed' })),
  });

  if (!token) {
    return (
      <AuthLayout title="Reset password">
        <div role="alert" className="flex gap-3 text-red-700">
          <XCircle className="h-6 w-6 shrink-0" aria-hidden /> Invalid reset link. No token found.
        </div>
        <Link href="/forgot-password" className={`${buttonClass()} mt-6`}>
          Request a new link
        </Link>
      </AuthLayout>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password reset">
        <div className="space-y-6 text-slate-700">
          <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden />
          <p>{authMessages.passwordReset}</p>
          <Link href="/login" className={buttonClass('primary', 'lg')}>
            Go to Login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(resetPasswordFormSchema, formValues(event.currentTarget));
    setErrors(result.errors ?? {});
    if (result.data) reset.mutate({ token, password: result.data.password });
  };
  return (
    <AuthLayout title="Set a new password" subtitle="Choose a password of at least 8 characters.">
      <form onSubmit={submit} className="space-y-5" noValidate>
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
        />
        <Field
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending && <Spinner className="h-4 w-4" />}{' '}
          {reset.isPending ? 'Saving...' : 'Reset password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
