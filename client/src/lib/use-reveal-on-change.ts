import { useEffect, useRef } from 'react';

/**
 * On a phone the results sit below the form: when `version` moves past 0 (a new result), bring the panel
 * holding the returned ref into view, unless it already is.
 */
export function useRevealOnChange(version: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    if (version === 0 || !panel) return;
    const { top } = panel.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight * 0.6)
      panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [version]);
  return ref;
}
