import { useState, type FormEvent } from 'react';
import { changePasswordRequestSchema } from '@common/contracts/auth';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { failureToast, fieldErrorsOf } from '@/lib/error-feedback';
import { changePassword } from '../api/account-api';

/** Change password: the current one, the new one twice. Other sessions are signed out; this one stays. */
export function PasswordForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const confirm = String(form.get('confirmPassword') ?? '');
    const parsed = changePasswordRequestSchema.safeParse({
      currentPassword: String(form.get('currentPassword') ?? ''),
      newPassword: String(form.get('newPassword') ?? ''),
    });
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? '')] ??= issue.message;
    if (parsed.success && parsed.data.newPassword !== confirm)
      found.confirmPassword = 'Passwords do not match';
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = await changePassword(parsed.data);
      formElement.reset();
      toast({ variant: 'success', title: 'Password changed', description: answer.message });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast(failureToast(error, { title: 'Password not changed', fallback: 'Please try again.' }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
      </CardHeader>
      <CardBody>
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
          <Field
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword}
          />
          <Field
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword}
            hint="At least 8 characters."
          />
          <Field
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
          <Button type="submit" disabled={saving} className="w-full sm:w-auto">
            {saving ? 'Changing…' : 'Change password'}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
