import { Calculator, Flame, History } from 'lucide-react';
import type { Feature } from '@common/contracts/cms';
import { SafeHtml } from '@/components/safe-html';
import { FeatureIcon } from './feature-icon';
import { SectionHeading } from './section-heading';

const included = [
  {
    icon: Flame,
    title: 'Trending Products',
    text: 'A browser of products in demand, by category, with competition and profit potential.',
  },
  {
    icon: Calculator,
    title: 'Business calculators',
    text: 'Profit margin, marketplace fees, shipping, break-even and more. Unlimited on every plan.',
  },
  {
    icon: History,
    title: 'History and usage',
    text: 'Every search and result kept in your account, with your usage against your plan.',
  },
];

/** The feature grid: the content service's features, then what every plan includes. */
export function FeaturesSection({ features }: { features: Feature[] }) {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to list, price and sell"
          lead="Research before you stock, write listings buyers find, and know your margin on every order."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {features.map((f, i) => (
            <li
              key={i}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                <FeatureIcon name={f.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{f.title}</h3>
              <SafeHtml html={f.description} className="mt-2 text-slate-600" />
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
          <p className="text-sm font-semibold text-slate-900">Also in every plan</p>
          <ul className="mt-5 grid gap-6 sm:grid-cols-3">
            {included.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <Icon className="mt-0.5 h-5 w-5 shrink-0 text-accent-500" aria-hidden />
                <div>
                  <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
