import { FilterX } from 'lucide-react';
import { useId, type Dispatch, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { SelectField } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import {
  dateRangeError,
  hasFilters,
  toolChoices,
  type FilterAction,
  type HistoryFilters,
} from '../history-filters';
import { pageSizes } from '../history-rules';

interface LabelledProps {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}

function Labelled({ label, className, children }: LabelledProps) {
  const id = useId();
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

const pageSizeOptions = pageSizes.map((size) => ({ value: String(size), label: String(size) }));

interface FilterBarProps {
  filters: HistoryFilters;
  dispatch: Dispatch<FilterAction>;
  /** Shows the items-per-page choice (the Activity History tab). */
  withPageSize?: boolean;
}

/** Tool, start date, end date (and items per page) with Clear Filters. */
export function FilterBar({ filters, dispatch, withPageSize = false }: FilterBarProps) {
  const rangeError = dateRangeError(filters);
  return (
    <div className="space-y-2">
      <div
        className={cn(
          'grid grid-cols-2 items-end gap-3',
          withPageSize
            ? 'xl:grid-cols-[repeat(4,minmax(0,1fr))_auto]'
            : 'xl:grid-cols-[repeat(3,minmax(0,1fr))_auto]',
        )}
      >
        <SelectField
          label="Tool"
          size="sm"
          className={withPageSize ? 'col-span-2 sm:col-span-1' : 'col-span-2 xl:col-span-1'}
          options={toolChoices}
          emptyLabel="All tools"
          value={filters.toolId}
          onValueChange={(value) => dispatch({ type: 'filter', field: 'toolId', value })}
        />
        <Labelled label="Start Date">
          {(id) => (
            <DateInput
              id={id}
              label="Start Date"
              value={filters.startDate}
              max={filters.endDate || undefined}
              onChange={(value) => dispatch({ type: 'filter', field: 'startDate', value })}
            />
          )}
        </Labelled>
        <Labelled label="End Date">
          {(id) => (
            <DateInput
              id={id}
              label="End Date"
              value={filters.endDate}
              min={filters.startDate || undefined}
              invalid={Boolean(rangeError)}
              onChange={(value) => dispatch({ type: 'filter', field: 'endDate', value })}
            />
          )}
        </Labelled>
        {withPageSize && (
          <SelectField
            label="Items per page"
            size="sm"
            options={pageSizeOptions}
            value={String(filters.limit)}
            onValueChange={(value) => dispatch({ type: 'limit', value: Number(value) })}
          />
        )}
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: 'clear' })}
          disabled={!hasFilters(filters)}
          className={withPageSize ? 'sm:col-span-2 xl:col-span-1' : 'col-span-2 xl:col-span-1'}
        >
          <FilterX className="h-4 w-4" aria-hidden /> Clear Filters
        </Button>
      </div>
      {rangeError && (
        <p role="alert" className="text-sm text-red-600">
          {rangeError}
        </p>
      )}
    </div>
  );
}
