import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { accountMessages, updateProfileRequestSchema, type Profile } from '@common/contracts/account';
import { gstStateNames } from '@common/gst/states';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast-store';
import { failureToast, fieldErrorsOf } from '@/lib/error-feedback';
import { userQuery } from '@/features/auth';
import { saveProfile } from '../api/account-api';

const stateOptions = gstStateNames.map((name) => ({ value: name, label: name }));

/** Checked here with the server's own schema: the first message per field. */
function checked(values: Record<string, string>) {
  const parsed = updateProfileRequestSchema.safeParse({ ...values, state: values.state || null });
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { body: null, errors };
}

/** The profile card of /account: names, phone, business name, GSTIN (format and checksum) and state. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      ['firstName', 'lastName', 'phone', 'businessName', 'gstin', 'state'].map((k) => [
        k,
        String(form.get(k) ?? ''),
      ]),
    );
    const { body, errors: found } = checked(values);
    setErrors(found);
    if (!body) return;
    setSaving(true);
    try {
      const saved = await saveProfile(body);
      queryClient.setQueryData(['account', 'profile'], saved);
      await queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
      toast({ variant: 'success', title: accountMessages.profileSaved });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast(failureToast(error, { title: 'Profile not saved', fallback: 'Please try again.' }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <p className="mt-1 text-sm text-slate-600">Your business details print on your GST invoices.</p>
      </CardHeader>
      <CardBody>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
          <Field
            label="First name"
            name="firstName"
            defaultValue={profile.firstName}
            error={errors.firstName}
            autoComplete="given-name"
          />
          <Field
            label="Last name"
            name="lastName"
            defaultValue={profile.lastName}
            error={errors.lastName}
            autoComplete="family-name"
          />
          <Field
            label="Email"
            value={profile.email}
            disabled
            readOnly
            hint="Your sign-in email cannot be changed here."
          />
          <Field
            label="Phone"
            name="phone"
            type="tel"
            defaultValue={profile.phone ?? ''}
            error={errors.phone}
            autoComplete="tel"
          />
          <Field
            label="Business name"
            name="businessName"
            defaultValue={profile.businessName ?? ''}
            error={errors.businessName}
            autoComplete="organization"
          />
          <Field
            label="GSTIN"
            name="gstin"
            defaultValue={profile.gstin ?? ''}
            error={errors.gstin}
            maxLength={15}
            className="uppercase"
            hint="15 characters, e.g. 27AAPFU0939F1ZV. Optional."
          />
          <SelectField
            label="State"
            name="state"
            options={stateOptions}
            defaultValue={profile.state ?? ''}
            emptyLabel="Not given"
            error={errors.state}
          />
          <div className="flex items-end sm:col-span-2 sm:justify-end">
            <Button type="submit" disabled={saving} className="w-full sm:w-auto">
              {saving ? 'Saving…' : 'Save profile'}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
