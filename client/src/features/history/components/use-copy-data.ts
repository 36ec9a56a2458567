import { useCallback } from 'react';
import { copyWithToast } from '@/lib/clipboard';

/** Pretty JSON of any stored value; a value JSON cannot hold falls back to its text. */
export function dataText(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Copies text and confirms with the spec's toast: 'Copied!' / 'Data copied to clipboard'. */
export function useCopyData() {
  return useCallback((text: string) => copyWithToast(text), []);
}
