import { Search } from 'lucide-react';
import { useState } from 'react';
import type { TrendingSort } from '@common/contracts/trending';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';

/** The orders a seller can choose (the contract's `trendingSorts`, kept here as types only: no zod on this screen). */
export const sortChoices: { value: TrendingSort; label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'demand', label: 'Highest demand' },
  { value: 'profit', label: 'Highest profit potential' },
  { value: 'newest', label: 'Newest' },
];

interface SortAndSearchProps {
  sort: TrendingSort;
  search: string;
  onSort: (sort: TrendingSort) => void;
  onSearch: (search: string) => void;
}

/** Search by product name (sent on Enter or Search) and the order of the list. */
export function SortAndSearch({ sort, search, onSort, onSearch }: SortAndSearchProps) {
  const [text, setText] = useState(search);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <form
        role="search"
        className="flex min-w-0 flex-1 gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <label className="sr-only" htmlFor="trending-search">
          Search products by name
        </label>
        <Input
          id="trending-search"
          type="search"
          value={text}
          maxLength={80}
          placeholder="Search products by name"
          onChange={(event) => {
            setText(event.target.value);
            if (!event.target.value) onSearch('');
          }}
          className="h-10"
        />
        <button
          type="submit"
          aria-label="Search"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white hover:bg-brand-700"
        >
          <Search className="h-4 w-4" aria-hidden />
        </button>
      </form>
      <SelectField
        label="Sort by"
        size="sm"
        className="sm:w-60"
        options={sortChoices}
        value={sort}
        onValueChange={(value) => onSort(value as TrendingSort)}
      />
    </div>
  );
}
