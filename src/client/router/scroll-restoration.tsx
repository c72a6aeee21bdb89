import { useContext, useEffect, useLayoutEffect } from 'react';
import { LocationContext, RouterContext } from './router';

// Scrolling as a host expects between pages: a new page starts at its top (or at the #anchor the
// address names), Back and Forward return to where that page was left, also after a reload
// (positions kept in the tab's sessionStorage), waiting for the page to be long enough again.

const STORAGE_KEY = 'router-scroll-positions';
/** What the host does to scroll by themselves: a restore still waiting gives way to it. */
const HOST_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to y, now or, while the page is still too short to reach it (a part of it still on its
 * way), as soon as it has grown enough; gives up when the host scrolls or after a few seconds.
 * Answers a function that stops waiting.
 */
function scrollWhenTall(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1 || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  });
  const timer = setTimeout(() => stop(), 3_000);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of HOST_SCROLLS) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of HOST_SCROLLS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

export function ScrollRestoration() {
  const router = useContext(RouterContext);
  const state = useContext(LocationContext);
  if (!router || !state) throw new Error('<ScrollRestoration> is used outside a router');

  useEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
      for (const [key, y] of Object.entries(saved)) if (!router.scrollPositions.has(key)) router.scrollPositions.set(key, y);
    } catch {
      // Storage refused or unreadable: positions are kept for this page's life only.
    }
    window.history.scrollRestoration = 'manual';
    const save = () => {
      router.scrollPositions.set(router.state.location.key, window.scrollY);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(router.scrollPositions)));
      } catch {
        // As above.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);

  const { location, historyAction } = state;
  useLayoutEffect(() => {
    const saved = router.scrollPositions.get(location.key);
    if (historyAction === 'POP' && saved !== undefined) return scrollWhenTall(saved);
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (historyAction !== 'POP') window.scrollTo(0, 0);
  }, [router, location, historyAction]);
  return null;
}
