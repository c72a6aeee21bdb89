import { useEffect } from 'react';
import { shouldReloadOnVisible } from '../../shared/domain/page-reload';

// AS §4 "Page reload": a tab that comes back after more than 12 hours reloads, so a host
// never works for days against code the server has moved on from.
const loadedAt = Date.now();

export function useReloadWhenStale(): void {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && shouldReloadOnVisible(loadedAt, Date.now())) window.location.reload();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}
