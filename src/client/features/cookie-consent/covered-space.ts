import { useEffect, useRef } from 'react';

/** The gap kept between the banner's top edge and what stays above it (the space-2 token). */
const GAP_PX = 8;

/**
 * While the banner shows, tells the page how much of the window's bottom it covers
 * (`--cookie-banner-space`, ui/tokens.css): the page's end and its sticky action bars (the
 * profile's Save, a step's buttons, the calendar's footer) then stay above it instead of under
 * it. Measured from the banner's top edge to the window's bottom, so it follows the banner's height
 * (its text wraps on a phone) and its place (above the phone's bottom bar or on it).
 */
export function useCoveredSpace(shown: boolean) {
  const ref = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const banner = ref.current;
    if (!shown || !banner) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--cookie-banner-space', `${Math.max(0, Math.ceil(window.innerHeight - banner.getBoundingClientRect().top) + GAP_PX)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--cookie-banner-space');
    };
  }, [shown]);
  return ref;
}
