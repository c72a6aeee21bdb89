import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../router';

// The list's search, unit filter and page live in the address (?q=, ?unit=, ?page=), so the back
// button and a shared link show the same list. Typing writes ?q= after a pause; a new search or
// unit starts again at page 1.

/** Brief and HC §5 ("generic search"): wait for a pause in typing before asking the server. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

export function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim();
  const unitId = params.get('unit') || null;
  const page = pageParam(params.get('page'));
  const shownInAddress = params.get('show') === 'all';
  // The router writes the address in a transition, so a box bound to the address alone would
  // spring back until it commits (seen on a busy machine): the box shows the host's click at once
  // and follows the address again as soon as the address changes.
  const [clickedShowAll, setClickedShowAll] = useState<boolean | null>(null);
  useEffect(() => setClickedShowAll(null), [shownInAddress]);
  const showAll = clickedShowAll ?? shownInAddress;
  const [typed, setTyped] = useState(search);

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      change(next);
      return next;
    });

  // A search changed from outside (back button, a link) is copied into the box; one this hook
  // wrote itself is not, or a key typed during the pause would be lost.
  const written = useRef(search);
  useEffect(() => {
    if (search !== written.current) {
      written.current = search;
      setTyped(search);
    }
  }, [search]);
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => {
      written.current = typed.trim();
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (typed.trim()) next.set('q', typed.trim());
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  return {
    search,
    typed,
    setTyped,
    unitId,
    page,
    showAll,
    setUnit: (id: string | null) =>
      update((next) => {
        if (id) next.set('unit', id);
        else next.delete('unit');
        next.delete('page');
      }),
    setPage: (n: number) =>
      update((next) => {
        if (n > 1) next.set('page', String(n));
        else next.delete('page');
      }),
    setShowAll: (on: boolean) => {
      setClickedShowAll(on);
      update((next) => {
        if (on) next.set('show', 'all');
        else next.delete('show');
        next.delete('page');
      });
    },
  };
}
