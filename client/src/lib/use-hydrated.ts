import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False in prerendered HTML and while React takes it over, true once the page's code runs. A form that
 * arrives as HTML keeps its submit button disabled until then: pressed earlier, the browser would send the
 * form itself (a GET with the password in the address) instead of the app.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
