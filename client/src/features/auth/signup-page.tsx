import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { authMessages, signupFormSchema } from '@common/contracts/auth';
import { Button, buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { failureToast } from '@/lib/error-feedback';
import { useHydrated } from '@/lib/use-hydrated';
import { formValues, validate, type FieldErrors } from '@/lib/validate';
import { authCalls } from './api/auth-api';
import { AuthLayout } from './components/auth-layout';

export default function SignupPage() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const ready = useHydrated();
  const register = useMutation({
    mutationFn: authCalls.register,
    onSuccess: () => toast({ variant: 'success', title: authMessages.registered }),
    onError: (error) =>
      toast(failureToast(error, { title: 'Registration failed', fallback: 'Registration failed' })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(signupFormSchema, formValues(event.currentTarget));
    setErrors(result.errors ?? {});
    if (result.data) {
      const { confirmPassword: _confirm, ...body } = result.data;
      register.mutate(body);
    }
  };

  if (register.isSuccess) {
    return (
      <AuthLayout title="Check your email">
        <div className="space-y-6 text-slate-700">
          <MailCheck className="h-12 w-12 text-brand-600" aria-hidden />
          <p>{authMessages.registered}</p>
          <p className="text-sm text-slate-500">
            The link is valid for 24 hours. Check your spam folder if it has not arrived.
          </p>
          <Link href="/login" className={buttonClass('primary', 'lg')}>
            Go to Login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Create your account" subtitle="Start your 14-day free trial. No card required.">
      <form onSubmit={submit} className="space-y-5" noValidate>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            error={errors.firstName}
          />
          <Field
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            error={errors.lastName}
          />
        </div>
        <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
          hint="At least 8 characters."
        />
        <Field
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <Button type="submit" size="lg" className="w-full" disabled={register.isPending || !ready}>
          {register.isPending && <Spinner className="h-4 w-4" />}{' '}
          {register.isPending ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link href="/login" className="font-medium text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </AuthLayout>
  );
}
