// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useReloadWhenStale } from '../../src/client/app/page-reload';
import { RELOAD_AFTER_VISIBLE_MS } from '../../src/shared/domain/page-reload';

// AS §4: the tab becomes visible again after more than 12 hours -> the page reloads.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function becomeVisible() {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useReloadWhenStale', () => {
  it('does not reload a tab that comes back soon', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    renderHook(() => useReloadWhenStale());
    becomeVisible();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads a tab that comes back after more than 12 hours', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const later = Date.now() + RELOAD_AFTER_VISIBLE_MS + 60_000;
    renderHook(() => useReloadWhenStale());
    vi.spyOn(Date, 'now').mockReturnValue(later);
    becomeVisible();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the app unmounts', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { unmount } = renderHook(() => useReloadWhenStale());
    unmount();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 2 * RELOAD_AFTER_VISIBLE_MS);
    becomeVisible();
    expect(reload).not.toHaveBeenCalled();
  });
});
