import { Search } from 'lucide-react';
import type { JoinedFilter, PlanState } from '@common/contracts/admin';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';

export interface UserFilters {
  search: string;
  joined: JoinedFilter | '';
  plan: PlanState | '';
}

const joinedOptions = [
  { value: 'today', label: 'Today' },
  { value: 'last_7_days', label: 'Last 7 days' },
  { value: 'last_30_days', label: 'Last 30 days' },
  { value: 'last_365_days', label: 'Last 365 days' },
];
const planOptions = [
  { value: 'active', label: 'Active' },
  { value: 'expiring', label: 'Expiring (30 days)' },
  { value: 'expired', label: 'Expired' },
];

/** Search by name or email, date joined, plan state. */
export function UsersFilters({
  value,
  onChange,
}: {
  value: UserFilters;
  onChange: (next: UserFilters) => void;
}) {
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_12rem_12rem] md:items-end">
      <label className="relative block">
        <span className="sr-only">Search users</span>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          type="search"
          placeholder="Search by name or email"
          value={value.search}
          onChange={(e) => onChange({ ...value, search: e.target.value })}
          className="h-10 pl-9"
        />
      </label>
      <SelectField
        label="Date joined"
        size="sm"
        emptyLabel="Any time"
        options={joinedOptions}
        value={value.joined}
        onValueChange={(joined) => onChange({ ...value, joined: joined as UserFilters['joined'] })}
      />
      <SelectField
        label="Plan"
        size="sm"
        emptyLabel="All plans"
        options={planOptions}
        value={value.plan}
        onValueChange={(plan) => onChange({ ...value, plan: plan as UserFilters['plan'] })}
      />
    </div>
  );
}
