import { useEffect, useState } from 'react';

/** The sidebars' open and close transition (ms); the CSS uses the same figure. */
export const SIDEBAR_TRANSITION_MS = 300;

/**
 * Keeps the last value on screen for the close transition after it became null, so the panel
 * can slide out instead of vanishing; `closing` says it is on its way out.
 */
export function useLingering<T>(value: T | null, ms = SIDEBAR_TRANSITION_MS): { shown: T | null; closing: boolean } {
  const [last, setLast] = useState<T | null>(value);
  useEffect(() => {
    if (value !== null) {
      setLast(value);
      return;
    }
    const timer = setTimeout(() => setLast(null), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value !== null ? { shown: value, closing: false } : { shown: last, closing: last !== null };
}
