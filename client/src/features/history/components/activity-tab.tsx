import { Download, History } from 'lucide-react';
import { useState, type Dispatch } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { ListLoading, ListRefetching, ListState } from '@/components/ui/list-states';
import type { UsageHistoryItem } from '../api/history-api';
import { exportHistory } from '../export-history';
import {
  dateRangeError,
  hasFilters,
  historyParams,
  type FilterAction,
  type HistoryFilters,
} from '../history-filters';
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

/** The Activity History tab: filters, the list of calls, pagination and the details dialog. */
/** 'Export CSV': every call the filters match, as a file. */
function ExportButton({ filters, disabled }: { filters: HistoryFilters; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const count = await exportHistory(historyParams(filters));
      toast({ variant: 'success', title: 'Exported', description: `${count} calls saved as a CSV file` });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to export history' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void run()} disabled={disabled || busy}>
      <Download className="h-4 w-4" aria-hidden />
      {busy ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}

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
        <CardBody className="space-y-3">
          <FilterBar filters={filters} dispatch={dispatch} withPageSize />
          <div className="flex justify-end">
            <ExportButton
              filters={filters}
              disabled={Boolean(dateRangeError(filters)) || !data || data.history.length === 0}
            />
          </div>
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
