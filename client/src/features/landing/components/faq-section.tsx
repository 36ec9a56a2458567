import { ChevronDown } from 'lucide-react';
import { fallbackTrialLimit, trialDays } from '@common/constants/product';
import { andList } from '@common/text/and-list';
import { marketplaces, quickCommerce } from '../marketplaces';
import { SectionHeading } from './section-heading';

const faqs = [
  {
    q: `How does the ${trialDays}-day free trial work?`,
    a: `Every new account starts on a ${trialDays}-day free trial with ${fallbackTrialLimit} calls of each AI tool, and no card is required. The business calculators are unlimited during the trial. When it ends, pick a plan to keep using the AI tools; nothing is charged unless you choose one.`,
  },
  {
    q: 'Which marketplaces does Vikreta cover?',
    a: `${andList(marketplaces)}, and quick-commerce platforms such as ${andList(quickCommerce)}. You choose the marketplace for each search, and the results follow that platform’s listing rules.`,
  },
  {
    q: 'How does the AI work?',
    a: 'You give a product or keyword, its category and the marketplace. Vikreta combines that with its marketplace knowledge (category vocabularies and each platform’s title and listing rules) and asks an AI model for the analysis. When our built-in engine answers instead of an external AI model, the results are estimates and are labelled as such. Search volumes and competition are always estimates, not figures published by the marketplaces.',
  },
  {
    q: 'Is my data private?',
    a: 'Your searches and results are kept in your account history so you can return to them, and are visible only to you. We do not sell your data or share your research with other sellers. Passwords are stored as strong one-way hashes, and payments are handled by Razorpay: we never see your card details.',
  },
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Plans are paid one billing period at a time and do not renew on their own: if you do not renew, your plan simply ends at the end of the period you paid for. Your history stays in your account, and the calculators stay available.',
  },
  {
    q: 'What happens if I reach my plan’s limit?',
    a: 'Each AI tool has its own limit per month (or for the trial). When you reach it, that tool pauses until the next period or until you upgrade; your other tools keep working. You can watch your usage from your dashboard at any time.',
  },
];

/** Questions sellers ask, as native disclosure widgets (no script needed). */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-16 bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
          {faqs.map(({ q, a }, i) => (
            <details key={q} className="group px-5 sm:px-6" open={i === 0}>
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {q}
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <p className="pb-5 text-sm leading-relaxed text-slate-600 sm:text-base">{a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
