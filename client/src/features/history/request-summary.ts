import { languageLabels, type Language } from '@common/constants/options';
import { isPlatform, platformLabel } from '@common/constants/platforms';

/** The first of keyword, product name or description that holds text, trimmed, and which field it was. */
function requestText(
  requestData: unknown,
): { field: 'keyword' | 'productName' | 'description'; text: string } | null {
  if (!requestData || typeof requestData !== 'object') return null;
  const data = requestData as Record<string, unknown>;
  for (const field of ['keyword', 'productName', 'description'] as const) {
    const value = data[field];
    if (typeof value === 'string' && value.trim()) return { field, text: value.trim() };
  }
  return null;
}

/** What a usage event was about: its keyword, product name or description, shortened. */
export function requestSummary(requestData: unknown): string {
  const text = requestText(requestData)?.text ?? '';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Longest description shown in the history table's Request column. */
export const historyDescriptionLength = 50;

/**
 * The history table's Request cell: the keyword or product name as it is, else the description
 * cut to 50 characters (with '...'), else 'No data'.
 */
export function historyRequestSummary(requestData: unknown): string {
  const found = requestText(requestData);
  if (!found) return 'No data';
  const { field, text } = found;
  if (field !== 'description' || text.length <= historyDescriptionLength) return text;
  return `${text.slice(0, historyDescriptionLength).trimEnd()}...`;
}

/**
 * Where and in what language a call asked (three searches of one keyword on different platforms
 * looked the same): 'Amazon.in · Hindi', or '' when the request names neither.
 */
export function historyRequestContext(requestData: unknown): string {
  if (!requestData || typeof requestData !== 'object') return '';
  const { platform, language } = requestData as Record<string, unknown>;
  const parts = [
    typeof platform === 'string' && isPlatform(platform) ? platformLabel(platform) : '',
    typeof language === 'string' && language in languageLabels ? languageLabels[language as Language] : '',
  ];
  return parts.filter(Boolean).join(' · ');
}
