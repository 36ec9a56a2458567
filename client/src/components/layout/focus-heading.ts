import { useEffect, type RefObject } from 'react';
import { useLocation } from 'wouter';

/** The address last shown in the signed-in frame (the frame is mounted afresh for each screen). */
let shownPath: string | undefined;

/**
 * After a move to another screen (not on the first page load), puts keyboard focus on the new screen's
 * heading, once the screen has drawn it, so that a keyboard or screen-reader user starts there.
 */
export function useFocusHeadingAfterNavigation(main: RefObject<HTMLElement | null>): void {
  const [location] = useLocation();
  useEffect(() => {
    const moved = shownPath !== undefined && shownPath !== location;
    shownPath = location;
    const area = main.current;
    if (!moved || !area) return;
    const focusHeading = () => {
      const heading = area.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(area, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [location, main]);
}
