import { useEffect, useRef } from 'react';

/** The next page loads when the end of the list comes within 100 px. */
export const SCROLL_OPTIONS: IntersectionObserverInit = { rootMargin: '100px', threshold: 0.1 };

/**
 * Calls onReachEnd when the returned sentinel element comes into view while enabled. The observer is made
 * again whenever `revision` changes, so a sentinel still in view after a short page asks again.
 */
export function useInfiniteScroll(enabled: boolean, revision: number, onReachEnd: () => void) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onReachEnd);
  useEffect(() => {
    callback.current = onReachEnd;
  }, [onReachEnd]);

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, SCROLL_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, revision]);

  return sentinel;
}
