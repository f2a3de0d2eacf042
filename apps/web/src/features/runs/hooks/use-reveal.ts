import { useEffect, useRef } from 'react';

/**
 * Brings what just changed into view and moves focus to it, each time `key` takes a new value
 * (null skips): on a phone a run's status or a saved notice would otherwise appear off screen, and
 * a screen reader would not know it appeared. The element needs tabIndex={-1}.
 */
export function useReveal<T extends HTMLElement>(key: string | number | boolean | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (key === null || !element) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
