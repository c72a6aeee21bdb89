import { useEffect, useState } from 'react';
import { nextScrollDirection, type ScrollDirection } from './scroll-direction';

export function useScrollDirection(): ScrollDirection {
  const [direction, setDirection] = useState<ScrollDirection>('up');
  useEffect(() => {
    let state = { direction: 'up' as ScrollDirection, anchorY: window.scrollY };
    let frame = 0;
    const onScroll = () => {
      // One reading per frame: scroll events fire far more often than the screen paints.
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        state = nextScrollDirection(state.direction, state.anchorY, window.scrollY);
        setDirection(state.direction);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return direction;
}
