import { useCallback, useEffect, useRef, useState } from 'react';
import { copyFeedbackMs } from '@common/constants/product';
import { writeClipboard } from '@/lib/clipboard';

/**
 * Click-to-copy with a 'Copied' confirmation that clears after 2000 ms. `copiedKey` names the
 * item copied last, so a list shows the confirmation on that item only.
 */
export function useCopyFeedback() {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string, key: string = text) => {
    if (!(await writeClipboard(text))) return;
    clearTimeout(timer.current);
    setCopiedKey(key);
    timer.current = setTimeout(() => setCopiedKey(null), copyFeedbackMs);
  }, []);

  return { copiedKey, copy };
}
