import { useContext, useEffect, useLayoutEffect } from 'react';
import { LocationContext, RouterContext } from './router';

// Scrolling as a host expects between pages: a new page starts at its top (or at the #anchor the
// address names), Back and Forward return to where that page was left, also after a reload
// (positions kept in the tab's sessionStorage).

const STORAGE_KEY = 'router-scroll-positions';

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
    if (historyAction === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
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
