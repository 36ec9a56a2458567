import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { OwnDataExport } from '@common/contracts/own-data';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useSignOut } from '@/features/auth';
import { failureToast, fieldErrorsOf } from '@/lib/error-feedback';
import {
  deleteOwnAccount,
  downloadHistoryCsv,
  downloadOwnDataJson,
  downloadPaymentsCsv,
  fetchOwnData,
} from '../own-data-files';

function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const signOut = useSignOut();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      const answer = await deleteOwnAccount(password);
      toast({ variant: 'success', title: 'Account deleted', description: answer.message });
      await signOut();
    } catch (failure) {
      setBusy(false);
      setError(fieldErrorsOf(failure).password);
      toast(failureToast(failure, { title: 'Account not deleted', fallback: 'Please try again.' }));
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      variant="alert"
      title="Delete your account?"
      description="You are signed out everywhere and your name, email and phone are removed. Payments and invoices are kept, anonymised, because GST law requires it. This cannot be undone."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
      >
        <Field
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
        />
        <Button type="submit" variant="destructive" disabled={busy || !password} className="w-full">
          {busy ? 'Deleting…' : 'Delete my account'}
        </Button>
      </form>
    </Dialog>
  );
}

/** /account: download one's own data (JSON, and CSV for history and payments) and delete the account. */
export function OwnDataCard() {
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  async function download(save: (data: OwnDataExport) => void | Promise<void>) {
    setBusy(true);
    try {
      await save(await fetchOwnData());
    } catch (error) {
      toast(failureToast(error, { title: 'Could not download your data', fallback: 'Please try again.' }));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <p className="mt-1 text-sm text-slate-600">
          Download everything we keep about your account, or delete it.{' '}
          <a href="/privacy" className="underline">
            Privacy Policy
          </a>
        </p>
      </CardHeader>
      <CardBody className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => void download(downloadOwnDataJson)}>
          <Download className="h-4 w-4" aria-hidden /> All my data (JSON)
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void download(downloadHistoryCsv)}>
          <Download className="h-4 w-4" aria-hidden /> History (CSV)
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void download(downloadPaymentsCsv)}>
          <Download className="h-4 w-4" aria-hidden /> Payments (CSV)
        </Button>
        <Button variant="destructive" onClick={() => setDeleting(true)} className="sm:ml-auto">
          <Trash2 className="h-4 w-4" aria-hidden /> Delete account
        </Button>
        <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
      </CardBody>
    </Card>
  );
}
