import { toast } from '@/components/ui/toast-store';

/** Writes text to the clipboard; when the browser refuses, says so and returns false. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    toast({
      variant: 'destructive',
      title: 'Could not copy',
      description: 'Your browser did not allow clipboard access.',
    });
    return false;
  }
}

/** Copies and confirms with the spec's toast: 'Copied!' / 'Data copied to clipboard'. */
export async function copyWithToast(text: string): Promise<void> {
  if (await writeClipboard(text))
    toast({ variant: 'success', title: 'Copied!', description: 'Data copied to clipboard' });
}
