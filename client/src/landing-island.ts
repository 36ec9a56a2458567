// The landing page as a visitor opens it: the server's HTML and this script, not the app. The page is usable
// without the app's code (its links are plain links, the FAQ native disclosures): this script only opens and
// closes the phone menu, and hands a signed-in seller over to the app, which takes them to their home.
import { tokens } from '@/lib/tokens';

const entry = document.querySelector<HTMLScriptElement>('script[data-app-entry]')?.dataset.appEntry;
if (tokens.access() && entry) void import(/* @vite-ignore */ entry);

const button = document.querySelector<HTMLButtonElement>('button[aria-controls="landing-menu"]');
const menu = document.getElementById('landing-menu');
if (button && menu) {
  const show = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
    for (const icon of button.querySelectorAll<SVGElement>('[data-menu-icon]'))
      icon.classList.toggle('hidden', (icon.dataset.menuIcon === 'close') !== open);
  };
  button.addEventListener('click', () => show(menu.hidden === true));
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) show(false);
  });
}
