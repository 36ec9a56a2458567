import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/**
 * The whole app, in the browser (main.tsx) and when the public pages are prerendered (prerender.tsx, with
 * `ssrPath`): one tree, so the prerendered HTML hydrates without a mismatch. `queryClient` comes already holding
 * the answers the page was rendered with (the landing page's content, plans and testimonials).
 */
export function App({ ssrPath, queryClient }: { ssrPath?: string; queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <AppProviders queryClient={queryClient}>
          <AppRouter />
        </AppProviders>
      </Router>
    </StrictMode>
  );
}
