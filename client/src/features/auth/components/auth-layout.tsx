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
      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
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
