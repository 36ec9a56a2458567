import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Brand } from '@/components/layout/brand';

const points = [
  'Keywords buyers really type on Amazon.in, Flipkart, Meesho and more',
  'Listings rewritten to each marketplace’s rules',
  'Fee, profit and payout calculators, always free',
];

/** The frame of the five account screens: the form on a card, a short reminder of what Vikreta does beside it. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <div className="hidden flex-col justify-between bg-gradient-to-br from-brand-700 to-brand-900 p-12 text-white lg:flex">
        <Brand onDark />
        <div>
          <p className="text-3xl leading-tight font-bold">Sell smarter on every Indian marketplace.</p>
          <ul className="mt-8 space-y-4">
            {points.map((p) => (
              <li key={p} className="flex gap-3 text-brand-100">
                <CheckCircle2 className="h-5 w-5 shrink-0 text-accent-400" aria-hidden /> {p}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-brand-100">14-day free trial. No card required.</p>
      </div>
      {/* Anchored at the top, not centred: the page's HTML arrives in pieces on a slow connection, and a centred
          form would jump up as the rest of it arrived (Lighthouse counted CLS 0.06-0.13 on /login and /signup). */}
      <main className="flex flex-col items-center px-4 pt-10 pb-10 sm:px-8 lg:pt-[14vh]">
        <div className="mb-8 lg:hidden">
          <Brand />
        </div>
        <div className="w-full max-w-md">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
