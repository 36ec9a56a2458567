import { useCallback } from 'react';
import { toast } from '@/components/ui/toast-store';

/** Pretty JSON of any stored value; a value JSON cannot hold falls back to its text. */
export function dataText(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Copies text and confirms with the spec's toast: 'Copied!' / 'Data copied to clipboard' (spec 02 §5). */
export function useCopyData() {
  return useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not copy',
        description: 'Your browser did not allow clipboard access.',
      });
      return;
    }
    toast({ variant: 'success', title: 'Copied!', description: 'Data copied to clipboard' });
  }, []);
}
