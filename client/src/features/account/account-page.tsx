import { LogOut, UserCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { ListLoading, ListState } from '@/components/ui/list-states';
import { toast } from '@/components/ui/toast-store';
import { useSignOut } from '@/features/auth';
import { failureToast } from '@/lib/error-feedback';
import { signOutEverywhere, useProfile } from './api/account-api';
import { OwnDataCard } from './components/own-data-card';
import { PasswordForm } from './components/password-form';
import { ProfileForm } from './components/profile-form';

function SessionsCard() {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  async function everywhere() {
    setBusy(true);
    try {
      const answer = await signOutEverywhere();
      toast({ variant: 'success', title: answer.message });
      await signOut();
    } catch (error) {
      setBusy(false);
      toast(failureToast(error, { title: 'Could not sign out everywhere', fallback: 'Please try again.' }));
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
      </CardHeader>
      <CardBody className="space-y-3">
        <p className="text-sm text-slate-600">
          Signed in on a shared or lost device? Sign out everywhere, this browser too.
        </p>
        <Button
          variant="destructive"
          disabled={busy}
          onClick={() => void everywhere()}
          className="w-full sm:w-auto"
        >
          <LogOut className="h-4 w-4" aria-hidden /> Sign out of all devices
        </Button>
      </CardBody>
    </Card>
  );
}

/** /account: the signed-in user's profile, password and sessions (sellers and admins). */
export default function AccountPage() {
  const profile = useProfile();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Account</h1>
        <p className="mt-1 text-slate-600">Your details, your password and where you are signed in.</p>
      </div>
      {profile.isPending ? (
        <ListLoading label="Loading your profile…" />
      ) : profile.isError ? (
        <ListState
          icon={UserCircle2}
          title="Failed to load your profile"
          action={<Button onClick={() => void profile.refetch()}>Try Again</Button>}
        />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <PasswordForm />
        <SessionsCard />
      </div>
      <OwnDataCard />
    </div>
  );
}
