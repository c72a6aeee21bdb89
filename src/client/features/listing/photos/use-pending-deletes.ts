import { useCallback, useEffect, useRef, useState } from 'react';

// Delete with undo: a deleted photo disappears at once but its DELETE is sent only after a few
// seconds, so Undo simply cancels it (a deleted photo cannot be brought back: the server keeps no
// copy). Leaving the page sends the waiting deletes straight away, so nothing the host deleted
// comes back on the next visit.

export const UNDO_DELAY_MS = 6000;

export function usePendingDeletes(commit: (photoId: string) => void) {
  const [pending, setPending] = useState<string[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const send = useCallback((photoId: string) => {
    timers.current.delete(photoId);
    setPending((ids) => ids.filter((id) => id !== photoId));
    commitRef.current(photoId);
  }, []);

  const remove = useCallback(
    (photoId: string) => {
      if (timers.current.has(photoId)) return;
      setPending((ids) => [...ids, photoId]);
      timers.current.set(photoId, setTimeout(() => send(photoId), UNDO_DELAY_MS));
    },
    [send],
  );

  const undo = useCallback((photoId: string) => {
    clearTimeout(timers.current.get(photoId));
    timers.current.delete(photoId);
    setPending((ids) => ids.filter((id) => id !== photoId));
  }, []);

  useEffect(() => {
    const waiting = timers.current;
    return () => {
      for (const [photoId, timer] of waiting) {
        clearTimeout(timer);
        commitRef.current(photoId);
      }
      waiting.clear();
    };
  }, []);

  return { pending, remove, undo };
}
