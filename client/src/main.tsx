import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { tokens } from '@/lib/tokens';
import './index.css';

const root = document.getElementById('root')!;
// The landing page, /login and /signup arrive prerendered for a visitor (scripts/prerender.mjs): the app takes
// that HTML over. Someone signed in gets their own screens, so the visitor's page is cleared instead.
if (root.hasChildNodes() && !tokens.access()) hydrateRoot(root, <App />);
else {
  root.replaceChildren();
  createRoot(root).render(<App />);
}
