import { Component, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { reloadOntoNewBuild } from '@/lib/new-build';
import { retryFailedScreens, ScreenLoadError } from './lazy-screen';

function ScreenFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const loadFailed = error instanceof ScreenLoadError;
  // A failed load may mean a redeploy removed this tab's build: then the tab reloads once onto the new one.
  const [checking, setChecking] = useState(loadFailed);
  useEffect(() => {
    if (!loadFailed) return;
    let current = true;
    void reloadOntoNewBuild().then((reloading) => current && !reloading && setChecking(false));
    return () => void (current = false);
  }, [loadFailed]);
  if (checking) return <PageLoader />;
  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <p className="text-lg font-semibold text-slate-900">
        {loadFailed ? 'This screen could not load' : 'Something went wrong on this screen'}
      </p>
      <p className="max-w-sm text-slate-600">
        {loadFailed
          ? 'Check your connection, then retry. The rest of Vikreta keeps working.'
          : 'Retry, or open another screen from the menu.'}
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}

interface BoundaryProps {
  /** The address shown: another one (a link, Back) clears the failure. */
  location: string;
  children: ReactNode;
}

/**
 * Keeps a failed screen inside its frame: the message and Retry replace the screen, the menu keeps working.
 * Retry loads the screen's code again.
 */
export class ScreenBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.location !== this.props.location && this.state.error !== undefined) this.retry();
  }

  retry = () => {
    retryFailedScreens();
    this.setState({ error: undefined });
  };

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ScreenFailed error={this.state.error} onRetry={this.retry} />;
  }
}
