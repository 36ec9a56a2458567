import { StrictMode } from 'react';
import { Router } from 'wouter';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/**
 * The whole app, in the browser (main.tsx) and when the public pages are prerendered (prerender.tsx, with
 * `ssrPath`): one tree, so the prerendered HTML hydrates without a mismatch.
 */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </Router>
    </StrictMode>
  );
}
