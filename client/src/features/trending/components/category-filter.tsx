import { cn } from '@/lib/cn';

interface CategoryFilterProps {
  categories: readonly string[];
  /** '' for all. */
  value: string;
  onChange: (category: string) => void;
  disabled?: boolean;
}

const chip =
  'rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1 focus-visible:outline-none disabled:opacity-60';

/** All, then every category: one pressed at a time. */
export function CategoryFilter({ categories, value, onChange, disabled }: CategoryFilterProps) {
  const options = [{ value: '', label: 'All' }, ...categories.map((c) => ({ value: c, label: c }))];
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value || '(all)'}
            type="button"
            aria-pressed={active}
            disabled={disabled}
            onClick={() => onChange(option.value)}
            className={cn(
              chip,
              active
                ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                : 'border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
