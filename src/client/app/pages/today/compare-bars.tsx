// Two months side by side as horizontal bars in inline SVG (no chart library): last month's and
// this month's value, each bar's length its share of the larger one. The figures are written next
// to the bars, and the whole chart is one image with a sentence for screen readers.

export interface CompareBar {
  label: string;
  value: number;
  /** The value as the host reads it ("€1,234", "27 %"). */
  text: string;
  current?: boolean;
}

const ROW = 28;
const BAR = 16;

/** `scale`: the value of a full bar (a rate's 1); without it the larger value fills the bar. */
export function CompareBars({ bars, label, scale }: { bars: readonly CompareBar[]; label: string; scale?: number }) {
  const max = scale ?? Math.max(0, ...bars.map((b) => b.value));
  return (
    <svg className="compare-bars" role="img" aria-label={label} viewBox={`0 0 100 ${bars.length * ROW}`} preserveAspectRatio="none" width="100%" height={bars.length * ROW}>
      {bars.map((bar, i) => {
        const width = max > 0 ? Math.min(100, Math.max((bar.value / max) * 100, bar.value > 0 ? 1 : 0)) : 0;
        return (
          <g key={bar.label} data-testid="compare-bar" data-value={bar.value}>
            <rect className="compare-bars__track" x={0} y={i * ROW + (ROW - BAR) / 2} width={100} height={BAR} rx={3} />
            <rect className={`compare-bars__bar${bar.current ? ' compare-bars__bar--current' : ''}`} x={0} y={i * ROW + (ROW - BAR) / 2} width={width} height={BAR} rx={3} />
          </g>
        );
      })}
    </svg>
  );
}

/** The chart with its legend: one line per bar, label and figure, in the same order. */
export function CompareChart({ bars, label, scale }: { bars: readonly CompareBar[]; label: string; scale?: number }) {
  return (
    <div className="compare-chart">
      <ul className="compare-chart__legend" aria-hidden="true">
        {bars.map((bar) => (
          <li key={bar.label} className={bar.current ? 'compare-chart__current' : undefined}>
            <span>{bar.label}</span>
            <strong>{bar.text}</strong>
          </li>
        ))}
      </ul>
      <CompareBars bars={bars} label={label} scale={scale} />
    </div>
  );
}
