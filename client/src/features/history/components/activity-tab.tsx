import { AlertTriangle } from 'lucide-react';
import { useState, type Dispatch } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import type { UsageHistoryItem } from '@/features/history/api/get-usage-history';
import { dateRangeError, hasFilters, type FilterAction, type HistoryFilters } from '../history-filters';
import type { useHistory } from '../use-history';
import { ActivityList } from './activity-list';
import { DetailsDialog } from './details-dialog';
import { FilterBar } from './filter-bar';
import { EmptyBlock, LoadingBlock, RefetchLine } from './list-states';
import { Pagination } from './pagination';

interface ActivityTabProps {
  filters: HistoryFilters;
  dispatch: Dispatch<FilterAction>;
  query: ReturnType<typeof useHistory>;
}

/** Spec 02 §2 "Activity History tab": filters, the list of calls, pagination and the details dialog. */
export function ActivityTab({ filters, dispatch, query }: ActivityTabProps) {
  const [selected, setSelected] = useState<UsageHistoryItem | null>(null);
  const { data, isPending, isFetching, refetch } = query;
  const filtered = hasFilters(filters);

  let body;
  if (dateRangeError(filters)) {
    body = <EmptyBlock title="Check the dates" hint="Choose an end date on or after the start date." />;
  } else if (isPending) {
    body = <LoadingBlock label="Loading your history..." />;
  } else if (!data) {
    body = (
      <EmptyBlock
        icon={AlertTriangle}
        title="Failed to load history"
        hint="Check your connection and try again."
        action={
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (data.history.length === 0) {
    body = (
      <EmptyBlock
        title="No activity history found"
        hint={
          filtered
            ? 'Nothing matches these filters. Try another tool or a wider date range.'
            : 'Your keyword research, product research and optimization calls will show up here.'
        }
      />
    );
  } else {
    body = (
      <div className="space-y-4">
        <ActivityList items={data.history} onView={setSelected} />
        <Pagination
          page={filters.page}
          totalPages={data.pagination.totalPages}
          onPage={(page) => dispatch({ type: 'page', value: page })}
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <Card>
        <CardBody>
          <FilterBar filters={filters} dispatch={dispatch} withPageSize />
        </CardBody>
      </Card>
      <Card>
        <CardBody className="space-y-3">
          {isFetching && !isPending && <RefetchLine label="Loading history..." />}
          {body}
        </CardBody>
      </Card>
      <DetailsDialog item={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
