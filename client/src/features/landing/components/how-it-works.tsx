import { ClipboardList, Rocket, UserPlus } from 'lucide-react';
import { trialDays } from '@common/constants/product';
import { SectionHeading } from './section-heading';

const steps = [
  {
    icon: UserPlus,
    title: 'Create your free account',
    text: `Sign up with your email and start a ${trialDays}-day free trial of every tool. No card required.`,
  },
  {
    icon: ClipboardList,
    title: 'Tell Vikreta what you sell',
    text: 'Enter a product or keyword, its category and the marketplace you sell on: Amazon.in, Flipkart, Meesho, Myntra and more.',
  },
  {
    icon: Rocket,
    title: 'Act on the results',
    text: 'Copy the keywords and optimised titles into your listing, stock what the research supports and check your margin before you price.',
  },
];

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className="scroll-mt-16 bg-slate-50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-title" eyebrow="How it works" title="From idea to listing in three steps" />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center gap-3">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <Icon className="h-5 w-5 text-brand-600" aria-hidden />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
