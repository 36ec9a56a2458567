/**
 * The history feature's query keys: every query of the seller's calls starts with `historyKeys.all`, so one
 * invalidation (a new AI call, a plan change) refreshes the list, the chart and an opened call alike.
 */
export const historyKeys = {
  all: ['usage', 'history'] as const,
  list: (params: object) => [...historyKeys.all, params] as const,
  daily: (params: object) => [...historyKeys.all, 'daily', params] as const,
  item: (id: number | null) => [...historyKeys.all, 'item', id] as const,
};
