import { useEffect, useState } from 'react';

/** Spec §9: counters animate for 2000 ms. */
export const COUNT_UP_MS = 2000;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Counts from 0 to `target` with an ease-out curve; people who ask for less motion see the number at once. */
export function useCountUp(target: number | null, durationMs = COUNT_UP_MS): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (target === null) return;
    if (prefersReducedMotion()) {
      setValue(target);
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);
  return value;
}
