import { describe, expect, it } from 'vitest';
import { dateRangeError, filtersReducer, historyParams, initialFilters } from './history-filters';

describe('history filters', () => {
  const onPage4 = { ...initialFilters, page: 4 };
  it('starts on page 1 with 20 items', () => {
    expect(initialFilters).toMatchObject({ page: 1, limit: 20, toolId: '', startDate: '', endDate: '' });
  });
  it('goes back to page 1 on any filter change', () => {
    expect(filtersReducer(onPage4, { type: 'filter', field: 'toolId', value: '2' })).toMatchObject({
      toolId: '2',
      page: 1,
    });
    expect(filtersReducer(onPage4, { type: 'filter', field: 'startDate', value: '2026-05-01' }).page).toBe(1);
    expect(filtersReducer(onPage4, { type: 'filter', field: 'endDate', value: '2026-05-09' }).page).toBe(1);
  });
  it('goes back to page 1 when the page size changes', () => {
    expect(filtersReducer(onPage4, { type: 'limit', value: 50 })).toMatchObject({ limit: 50, page: 1 });
  });
  it('clears the filters but keeps the page size', () => {
    const state = { toolId: '1', startDate: '2026-05-01', endDate: '2026-05-02', limit: 50, page: 3 };
    expect(filtersReducer(state, { type: 'clear' })).toEqual({ ...initialFilters, limit: 50 });
  });
  it('moves between pages, never below 1', () => {
    expect(filtersReducer(onPage4, { type: 'page', value: 5 }).page).toBe(5);
    expect(filtersReducer(onPage4, { type: 'page', value: 0 }).page).toBe(1);
  });
  it('leaves empty filters out of the query', () => {
    expect(historyParams(initialFilters)).toEqual({ page: 1, limit: 20 });
    expect(historyParams({ ...initialFilters, toolId: '3', startDate: '2026-05-01' })).toMatchObject({
      toolId: 3,
      startDate: '2026-05-01',
      endDate: undefined,
    });
  });
  it('flags a range that ends before it starts', () => {
    expect(
      dateRangeError({ ...initialFilters, startDate: '2026-05-02', endDate: '2026-05-01' }),
    ).toBeTruthy();
    expect(
      dateRangeError({ ...initialFilters, startDate: '2026-05-02', endDate: '2026-05-02' }),
    ).toBeUndefined();
  });
});
