import { describe, expect, it } from 'vitest';
import { historySearch } from './api/history-api';
import { analyticsFilters } from './components/analytics-tab';
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
  it('says a day outside 2000-2100 cannot be used instead of asking the server', () => {
    expect(dateRangeError({ ...initialFilters, endDate: '9999-12-31' })).toBe('Use a date from 2000 to 2100');
    expect(dateRangeError({ ...initialFilters, startDate: '1999-12-31' })).toBe(
      'Use a date from 2000 to 2100',
    );
    expect(
      dateRangeError({ ...initialFilters, startDate: '2000-01-01', endDate: '2100-12-31' }),
    ).toBeUndefined();
  });
});

describe('the history request', () => {
  const search = (filters: Partial<typeof initialFilters>) =>
    historySearch(historyParams({ ...initialFilters, ...filters }));
  it('asks for the first page of 20 by default', () => {
    expect(search({})).toBe('?page=1&limit=20');
  });
  it('adds the tool, the page size and the dates that are set, in a stable order', () => {
    expect(search({ toolId: '2' })).toBe('?page=1&limit=20&toolId=2');
    expect(search({ toolId: '2', limit: 50, page: 3, startDate: '2026-05-01', endDate: '2026-05-09' })).toBe(
      '?page=3&limit=50&toolId=2&startDate=2026-05-01&endDate=2026-05-09',
    );
  });
  it('asks the analytics tab for one row a page, since it reads only the statistics', () => {
    expect(historySearch(historyParams(analyticsFilters))).toBe('?page=1&limit=1');
    expect(historySearch(historyParams({ ...analyticsFilters, toolId: '3' }))).toBe(
      '?page=1&limit=1&toolId=3',
    );
  });
});
