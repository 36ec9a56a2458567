import { Quote } from 'lucide-react';
import type { Testimonial } from '@common/contracts/testimonials';
import { useTestimonials } from '../api/testimonials-api';
import { SectionHeading } from './section-heading';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

function Avatar({ testimonial }: { testimonial: Testimonial }) {
  if (testimonial.avatar) {
    return (
      <img
        src={testimonial.avatar}
        alt=""
        loading="lazy"
        className="h-10 w-10 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
    >
      {initials(testimonial.name)}
    </span>
  );
}

/** What sellers say. Hidden while loading, on failure or when there are none: we never invent quotes. */
export function TestimonialsSection() {
  const { data } = useTestimonials();
  const items = Array.isArray(data) ? data : [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Sellers on Vikreta"
          title="Trusted by sellers across India"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {items.map((t) => (
            <li key={t.id}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Quote className="h-6 w-6 text-accent-400" aria-hidden />
                <blockquote className="mt-3 flex-1 text-base leading-relaxed text-slate-700">
                  {t.content}
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <Avatar testimonial={t} />
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{t.name}</p>
                    <p className="text-sm text-slate-500">{t.role}</p>
                  </div>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
