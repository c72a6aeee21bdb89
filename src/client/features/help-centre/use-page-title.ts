import { useEffect } from 'react';

// The help centre opens in its own tab: the tab shows the page's name, and the portal's name
// comes back when the host navigates on.
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
