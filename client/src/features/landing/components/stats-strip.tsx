import { marketingFigures } from '@common/constants/product';

/** The landing page's four marketing figures. */
export function StatsStrip() {
  return (
    <section aria-label="Vikreta in numbers" className="bg-brand-900">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-px overflow-hidden px-4 py-10 sm:px-6 lg:grid-cols-4">
        {marketingFigures.map((f) => (
          <div key={f.value} className="flex flex-col-reverse items-center gap-1 px-2 py-4 text-center">
            <dt className="text-sm text-brand-100">{f.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
