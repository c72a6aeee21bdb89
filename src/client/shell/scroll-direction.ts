// Which way the page scrolls (AS §2.4: header and scroll direction are tracked; the bottom bar
// hides on scroll down). Small movements below the threshold are ignored, so the bar does not
// flicker while a thumb rests on the screen (AS §9: threshold 0.35 of the 64 px bar).

export type ScrollDirection = 'up' | 'down';

export const BOTTOM_BAR_HEIGHT = 64;
export const SCROLL_THRESHOLD = 0.35;
const MIN_DELTA = BOTTOM_BAR_HEIGHT * SCROLL_THRESHOLD;

/** The direction after a scroll from `anchorY` to `y`; `anchorY` moves only when this changes. */
export function nextScrollDirection(current: ScrollDirection, anchorY: number, y: number): { direction: ScrollDirection; anchorY: number } {
  // Near the top the bars always show: there is nothing above to make room for.
  if (y <= BOTTOM_BAR_HEIGHT) return { direction: 'up', anchorY: y };
  const delta = y - anchorY;
  if (Math.abs(delta) < MIN_DELTA) return { direction: current, anchorY };
  return { direction: delta > 0 ? 'down' : 'up', anchorY: y };
}
