import { createElement, lazy, type ComponentType } from 'react';

/** A screen's code that could not be fetched (connection gone, or a build the server no longer has). */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ScreenLoadError';
  }
}

const failed = new Set<() => void>();

/**
 * A lazily loaded screen whose failed load can be tried again: React keeps a failed lazy() failed for good,
 * so after a failure the next render starts a fresh one (once retryFailedScreens() says so).
 */

export function lazyScreen<P extends object = Record<string, never>>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let current = lazy(attempt);
  function attempt() {
    return load().catch((error: unknown) => {
      failed.add(() => void (current = lazy(attempt)));
      throw new ScreenLoadError(error);
    });
  }
  return function LazyScreen(props: P) {
    return createElement(current, props);
  };
}

/** Lets every screen whose code failed to load try again at its next render. */
export function retryFailedScreens(): void {
  for (const reset of failed) reset();
  failed.clear();
}
