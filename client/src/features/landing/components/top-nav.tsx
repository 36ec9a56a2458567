import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Brand } from '@/components/layout/brand';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const sections = [
  { href: '#features', label: 'Features' },
  { href: '#how-it-works', label: 'How it works' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#faq', label: 'FAQ' },
];

/**
 * Sticky top bar: section links (in a menu on phones), Login and Get Started. A visitor's landing page runs
 * without the app (src/landing-island.ts opens the menu there); inside the app, React does.
 */
export function TopNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Brand />
        <ul className="ml-8 hidden items-center gap-1 md:flex">
          {sections.map((s) => (
            <li key={s.href}>
              <a
                href={s.href}
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          <Link href="/login" className={cn(buttonClass('ghost', 'sm'), 'max-[359px]:hidden')}>
            Login
          </Link>
          <Link href="/login" className={buttonClass('primary', 'sm')}>
            Get Started
          </Link>
          <button
            type="button"
            className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={open}
            aria-controls="landing-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((v) => !v)}
          >
            {/* Both icons are in the page, one hidden: the landing page's script swaps them without the app. */}
            <X data-menu-icon="close" className={cn('h-5 w-5', !open && 'hidden')} aria-hidden />
            <Menu data-menu-icon="open" className={cn('h-5 w-5', open && 'hidden')} aria-hidden />
          </button>
        </div>
      </nav>
      {/* Always in the page, hidden when closed, so that the landing page's script can open it. */}
      <div
        id="landing-menu"
        hidden={!open}
        className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-sm md:hidden"
      >
        <ul className="flex flex-col">
          {sections.map((s) => (
            <li key={s.href}>
              <a
                href={s.href}
                onClick={close}
                className="block rounded-md px-2 py-3 text-base font-medium text-slate-700 hover:bg-slate-50"
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
        <Link href="/login" onClick={close} className={cn(buttonClass('secondary', 'md'), 'mt-2 w-full')}>
          Login
        </Link>
      </div>
    </header>
  );
}
