import { useEffect, useState } from 'react';

/** HC §9: below 768 px the calendar's sidebars open as a bottom sheet. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useIsMobile(): boolean {
  const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null);
  const [mobile, setMobile] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const mql = query();
    if (!mql) return;
    const onChange = () => setMobile(mql.matches);
    onChange();
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);
  return mobile;
}
