import { createElement, lazy, type ComponentType } from 'react';

/** A screen's code that could not be fetched (connection gone, or a build the server no longer has). */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ScreenLoadError';
  }
}

const failed = new Set<() => void>();

/** A lazily loaded screen that can start fetching its code before it is rendered. */
export type LazyScreen<P> = ComponentType<P> & { preload(): void };

/**
 * A lazily loaded screen whose failed load can be tried again: React keeps a failed lazy() failed for good,
 * so after a failure the next render starts a fresh one (once retryFailedScreens() says so). `preload()`
 * starts the same fetch early (a signed-in seller opening /dashboard: the screen's code comes with the user
 * check, not after it).
 */
export function lazyScreen<P extends object = Record<string, never>>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  function attempt() {
    return (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      failed.add(() => void (current = lazy(attempt)));
      throw new ScreenLoadError(error);
    }));
  }
  let current = lazy(attempt);
  function LazyScreen(props: P) {
    return createElement(current, props);
  }
  LazyScreen.preload = () => void attempt().catch(() => {});
  return LazyScreen;
}

/** Lets every screen whose code failed to load try again at its next render. */
export function retryFailedScreens(): void {
  for (const reset of failed) reset();
  failed.clear();
}
