import { History } from 'lucide-react';
import { useState, type Dispatch } from 'react';
import { Card, CardBody } from '@/components/ui/card';
import { ListLoading, ListRefetching, ListState } from '@/components/ui/list-states';
import type { UsageHistoryItem } from '../api/get-usage-history';
import { dateRangeError, hasFilters, type FilterAction, type HistoryFilters } from '../history-filters';
import type { useHistory } from '../use-history';
import { ActivityList } from './activity-list';
import { DetailsDialog } from './details-dialog';
import { FilterBar } from './filter-bar';
import { DateRangeState, LoadFailedState } from './load-states';
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
    body = <DateRangeState />;
  } else if (isPending) {
    body = <ListLoading label="Loading your history..." />;
  } else if (!data) {
    body = <LoadFailedState onRetry={() => void refetch()} />;
  } else if (data.history.length === 0) {
    body = (
      <ListState
        icon={History}
        title="No activity history found"
        text={
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
          {isFetching && !isPending && <ListRefetching label="Loading history..." />}
          {body}
        </CardBody>
      </Card>
      <DetailsDialog item={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
