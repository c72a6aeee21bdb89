// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { SIDEBAR_TRANSITION_MS, useLingering } from '../../../src/client/features/calendar/use-lingering';

// The side panel's close transition (HC §9, AS §9: 300 ms): a closed
// panel stays on screen, marked as closing, for the 300 ms its slide-out takes, then goes.
// tests/e2e/spec-sizes.spec.ts checks the CSS side of the same figure in the browser.

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLingering (side panel close)', () => {
  it('keeps a closed panel, closing, for 300 ms and not a millisecond longer', () => {
    expect(SIDEBAR_TRANSITION_MS).toBe(300);
    const { result, rerender } = renderHook(({ value }: { value: string | null }) => useLingering(value), { initialProps: { value: 'booking' as string | null } });
    expect(result.current).toEqual({ shown: 'booking', closing: false });

    rerender({ value: null });
    expect(result.current).toEqual({ shown: 'booking', closing: true });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toEqual({ shown: 'booking', closing: true });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ shown: null, closing: false });
  });

  it('a panel opened again while closing gets its own full 300 ms when it closes next', () => {
    const { result, rerender } = renderHook(({ value }: { value: string | null }) => useLingering(value), { initialProps: { value: 'import' as string | null } });
    rerender({ value: null });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'import' });
    expect(result.current).toEqual({ shown: 'import', closing: false });
    // past the first close's 300 ms: its timer must not have emptied the panel
    act(() => vi.advanceTimersByTime(150));
    rerender({ value: null });
    expect(result.current).toEqual({ shown: 'import', closing: true });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.shown).toBe('import');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.shown).toBeNull();
  });
});
