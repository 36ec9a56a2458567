import { ArrowRight, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Hero } from '@common/contracts/cms';
import { trialDays } from '@common/constants/product';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { allMarketplaces } from '../marketplaces';
import { HeroPreview } from './hero-preview';

const promises = [`${trialDays}-day free trial`, 'No card required', 'Built for Indian marketplaces'];

/** A path in the app goes through the router; an anchor or another site is a plain link. */
function CtaLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return href.startsWith('/') ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** Title and subtitle from the content service, the calls to action, and a look at the product. */
export function HeroSection({ hero }: { hero: Hero }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 left-1/2 h-96 w-[48rem] max-w-none -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.2fr_1fr] lg:pb-24">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-3 py-1 text-xs font-medium text-brand-700 shadow-sm">
            <span className="h-1.5 w-1.5 rounded-full bg-accent-500" aria-hidden />
            AI seller toolkit for India
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:leading-[1.1]"
          >
            {hero.title}
          </h1>
          {hero.subtitle && (
            <p className="mt-5 max-w-xl text-lg text-pretty text-slate-600">{hero.subtitle}</p>
          )}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <CtaLink
              href={hero.cta_link || '/signup'}
              className={cn(buttonClass('primary', 'lg'), 'w-full sm:w-auto')}
            >
              {hero.cta || 'Get Started'}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </CtaLink>
            <a href="#pricing" className={cn(buttonClass('secondary', 'lg'), 'w-full sm:w-auto')}>
              See pricing
            </a>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
            {promises.map((p) => (
              <li key={p} className="flex items-center gap-1.5">
                <Check className="h-4 w-4 text-green-600" aria-hidden />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0">
          {hero.image ? (
            <img src={hero.image} alt="" className="w-full rounded-2xl border border-slate-200 shadow-xl" />
          ) : (
            <HeroPreview />
          )}
        </div>
      </div>
      <div className="relative border-y border-slate-200 bg-white/70">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-5 sm:flex-row sm:px-6">
          <p className="shrink-0 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Made for sellers on
          </p>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 sm:justify-start">
            {allMarketplaces.map((m) => (
              <li key={m} className="text-sm font-semibold text-slate-700">
                {m}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
