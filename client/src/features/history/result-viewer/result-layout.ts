/** How the Search Details dialog lays out a stored answer. */
export type ResultLayout = 'keyword' | 'product-research' | 'optimization' | 'generic';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The layout is chosen by the tool's name: a keyword tool, a product research tool, an optimization tool.
 * Any other tool, or an answer that is not an object, gets the generic 'Research Results' view.
 */
export function resultLayout(toolName: string, data: unknown): ResultLayout {
  if (!isRecord(data)) return 'generic';
  const name = toolName.toLowerCase();
  if (name.includes('keyword')) return 'keyword';
  if (name.includes('optimization') || name.includes('optimisation')) return 'optimization';
  if (name.includes('product') && name.includes('research')) return 'product-research';
  return 'generic';
}

/** A trimmed string, or a number as text; '' for anything else. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The non-empty strings of a list; an item that is an object gives its first text field. */
export function textsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => (isRecord(item) ? (Object.values(item).map(textOf).find(Boolean) ?? '') : textOf(item)))
    .filter(Boolean);
}

/** The object items of a list. */
export const recordsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];

/** True when a field holds something to show: text, a non-empty list, or an object. */
export function present(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (isRecord(value)) return Object.keys(value).length > 0;
  return textOf(value) !== '' || typeof value === 'boolean';
}

/** 'platformSpecificTips' or 'search_volume' → 'Platform Specific Tips' / 'Search Volume'. */
export function labelOf(key: string): string {
  return key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\b\w/g, (c) => c.toUpperCase());
}
