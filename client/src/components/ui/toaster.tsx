import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toastStore, type ToastItem } from './toast-store';

/** Radix toast (about 9 KB gzipped) stays out of every page's first JavaScript: fetched once the browser is idle. */
let region: Promise<typeof import('./toast-region')> | undefined;
const loadRegion = () =>
  (region ??= import('./toast-region').catch((error: unknown) => {
    region = undefined; // the next toast tries again
    throw error;
  }));

/**
 * Toasts without Radix: shown while the region's code is still on its way (a slow phone: a toast shown just
 * before a redirect must not wait for it) and for good should that code be out of reach (the server went away).
 */
function PlainToasts() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot);
  return (
    <ol className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4">
      {items
        .filter((t) => t.open)
        .map((t: ToastItem) => (
          <li
            key={t.id}
            role="status"
            data-variant={t.variant ?? 'default'}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
          >
            {t.title && <p className="font-semibold">{t.title}</p>}
            {t.description && <div className="text-sm opacity-90">{t.description}</div>}
            <button className="mt-2 text-sm underline" onClick={() => toastStore.dismiss(t.id)}>
              Close
            </button>
          </li>
        ))}
    </ol>
  );
}
const ToastRegion = lazy(() => loadRegion().catch(() => ({ default: PlainToasts })));

let needed = false;
/** True from the first toast on, so the region stays mounted (and closing toasts can animate). */
const isNeeded = () => (needed ||= toastStore.snapshot().length > 0);

/** The global notification area, present on every screen. */
export function Toaster() {
  useEffect(() => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    whenIdle(() => void loadRegion().catch(() => {}));
  }, []);
  // Nothing in the HTML prerendered at build time (the third argument), so the page hydrates unchanged.
  const show = useSyncExternalStore(toastStore.subscribe, isNeeded, () => false);
  return show ? (
    <Suspense fallback={<PlainToasts />}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
