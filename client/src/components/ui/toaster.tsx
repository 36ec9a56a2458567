import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from './toast-store';

/** Its code (Radix toast, about 9 KB gzipped) is fetched with the first toast, not with every first page. */
const ToastRegion = lazy(() => import('./toast-region'));

let needed = false;
/** True from the first toast on, so the region stays mounted (and closing toasts can animate). */
const isNeeded = () => (needed ||= toastStore.snapshot().length > 0);

/** The global notification area, present on every screen. */
export function Toaster() {
  // Nothing in the HTML prerendered at build time (the third argument), so the page hydrates unchanged.
  const show = useSyncExternalStore(toastStore.subscribe, isNeeded, () => false);
  return show ? (
    <Suspense>
      <ToastRegion />
    </Suspense>
  ) : null;
}
