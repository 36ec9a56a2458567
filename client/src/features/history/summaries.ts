import { languageLabels, type Language } from '@common/constants/options';
import { isPlatform, platformLabel } from '@common/constants/platforms';
import { stripMarkers } from './history-rules';

export interface DetailLine {
  label: string;
  value: string;
}

/** The request fields of a history item (and the tools' other options), in display order. */
const requestFields = [
  ['keyword', 'Keyword'],
  ['productName', 'Product name'],
  ['category', 'Category'],
  ['platform', 'Platform'],
  ['language', 'Language'],
  ['brand', 'Brand'],
  ['researchLocation', 'Research location'],
  ['priceRange', 'Price range'],
  ['targetAudience', 'Target audience'],
  ['description', 'Description'],
] as const;

const displayValue = (field: string, value: string) => {
  if (field === 'platform' && isPlatform(value)) return platformLabel(value);
  if (field === 'language' && value in languageLabels) return languageLabels[value as Language];
  return value;
};

/** The dialog's request summary: one line per filled-in request field. Empty when there is no request. */
export function requestLines(requestData: unknown): DetailLine[] {
  if (!requestData || typeof requestData !== 'object') return [];
  const data = requestData as Record<string, unknown>;
  return requestFields.flatMap(([field, label]) => {
    const value = data[field];
    if (typeof value !== 'string' || !value.trim()) return [];
    return [{ label, value: displayValue(field, value.trim()) }];
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Lists counted in the response summary: field, singular, plural. */
const countedLists = [
  ['relatedKeywords', 'related keyword', 'related keywords'],
  ['longTailKeywords', 'long-tail keyword', 'long-tail keywords'],
  ['keywords', 'keyword', 'keywords'],
  ['products', 'product', 'products'],
  ['titleSuggestions', 'title suggestion', 'title suggestions'],
  ['recommendations', 'recommendation', 'recommendations'],
] as const;

const clip = (text: string, max = 120) =>
  text.length > max ? `${text.slice(0, max - 3).trimEnd()}...` : text;

/**
 * One line about the answer: a failure's message; else what it holds (keyword,
 * product and title counts, the optimized title, market analysis, a result text); 'No response data'
 * when there is none.
 */
export function responseSummary(responseData: unknown): string {
  if (responseData === null || responseData === undefined || responseData === '') return 'No response data';
  if (typeof responseData !== 'object') return clip(stripMarkers(String(responseData)));
  if (Array.isArray(responseData)) return plural(responseData.length, 'item', 'items');
  const data = responseData as Record<string, unknown>;
  if (typeof data.message === 'string' && data.message.trim()) return clip(data.message.trim());
  const parts: string[] = [];
  for (const [field, one, many] of countedLists) {
    const list = data[field];
    if (Array.isArray(list)) parts.push(plural(list.length, one, many));
  }
  if (typeof data.optimizedTitle === 'string' && data.optimizedTitle.trim()) {
    parts.unshift(`Optimized title: ${clip(stripMarkers(data.optimizedTitle.trim()), 80)}`);
  }
  if (typeof data.marketAnalysis === 'string' && data.marketAnalysis.trim()) parts.push('market analysis');
  if (typeof data.result === 'string' && data.result.trim())
    parts.push(clip(stripMarkers(data.result.trim())));
  if (parts.length === 0) return Object.keys(data).length ? 'Response received' : 'No response data';
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface HistoryRecord {
  id: number;
  tool_name: string;
  usage_type: string;
  usage_count: number;
  request_data: unknown;
  response_data: unknown;
  response_status: number;
  created_at: string;
}

/** Everything about one history entry, for 'Copy All Data'. */
export const allData = (item: HistoryRecord) => ({
  id: item.id,
  tool: item.tool_name,
  usageType: item.usage_type,
  usageCount: item.usage_count,
  status: item.response_status === 200 ? 'success' : 'failure',
  responseStatus: item.response_status,
  createdAt: item.created_at,
  request: item.request_data ?? null,
  response: item.response_data ?? null,
});
