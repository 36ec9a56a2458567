import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { trialDays } from '@common/constants/product';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export function CtaBand() {
  return (
    <section aria-labelledby="cta-title" className="bg-slate-50 px-4 py-16 sm:px-6">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-brand-700 px-6 py-12 text-center shadow-xl sm:px-12">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-24 h-64 w-64 rounded-full bg-brand-500/40 blur-2xl"
        />
        <h2
          id="cta-title"
          className="relative text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl"
        >
          Your next bestseller starts with the right keywords
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-brand-100">
          Try every tool free for {trialDays} days. No card required, and your first insight takes about a
          minute.
        </p>
        <Link href="/signup" className={cn(buttonClass('accent', 'lg'), 'relative mt-8 w-full sm:w-auto')}>
          Get Started free
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
