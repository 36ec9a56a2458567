import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadSignedInScreen } from '@/app/router';
import { readLandingData, seedLandingData } from '@/features/landing/landing-data';
import { createQueryClient } from '@/lib/query-client';
import { tokens } from '@/lib/tokens';
import './index.css';

const root = document.getElementById('root')!;
// The landing page, /login and /signup arrive prerendered for a visitor (scripts/prerender.mjs, and the server
// renders the landing page afresh when its content changes): the app takes that HTML over, with the answers the
// page was rendered with. Someone signed in gets their own screens, so the visitor's page is cleared instead.
if (root.hasChildNodes() && !tokens.access()) {
  const queryClient = createQueryClient();
  const data = readLandingData(document);
  if (data) seedLandingData(queryClient, data);
  hydrateRoot(root, <App queryClient={queryClient} />);
} else {
  root.replaceChildren();
  const queryClient = createQueryClient();
  if (tokens.access()) preloadSignedInScreen(window.location.pathname, queryClient);
  createRoot(root).render(<App queryClient={queryClient} />);
}
