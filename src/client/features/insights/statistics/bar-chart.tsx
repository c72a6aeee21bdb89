import { axisTicks, barLength } from './chart-scale';

// A month-by-month bar chart drawn as plain SVG (AS §2.7): one image with a
// summary for screen readers (its figures are in the table beside it), bars side by side or
// stacked, a round axis and a legend. It scales with its box, so it fits a phone.

export interface ChartSeries {
  /** Names the bar's CSS modifier: stats-chart__bar--{key}. */
  key: string;
  label: string;
  values: readonly number[];
}

export interface BarChartProps {
  /** What the image says to a screen reader: the chart's subject and its main figures. */
  summary: string;
  /** One short label per bar group (the months). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  mode: 'grouped' | 'stacked';
  axisMax: number;
  formatTick: (value: number) => string;
  testId: string;
}

const WIDTH = 480;
const HEIGHT = 220;
const LEFT = 64;
const TOP = 10;
const BOTTOM = 24;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;

export function BarChart({ summary, categories, series, mode, axisMax, formatTick, testId }: BarChartProps) {
  const slot = (WIDTH - LEFT) / Math.max(1, categories.length);
  const groupWidth = slot * 0.72;
  const barWidth = mode === 'stacked' ? groupWidth : groupWidth / Math.max(1, series.length);
  const baseline = TOP + PLOT_HEIGHT;

  return (
    <figure className="stats-chart">
      <svg className="stats-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} data-testid={testId}>
        {axisTicks(axisMax).map((tick) => {
          const y = baseline - barLength(tick, axisMax, PLOT_HEIGHT);
          return (
            <g key={tick} className="stats-chart__tick">
              <line x1={LEFT} x2={WIDTH} y1={y} y2={y} />
              <text x={LEFT - 6} y={y} dy="0.32em" textAnchor="end">
                {formatTick(tick)}
              </text>
            </g>
          );
        })}
        {categories.map((category, i) => {
          const x0 = LEFT + i * slot + (slot - groupWidth) / 2;
          let stackedTop = baseline;
          return (
            <g key={category + i}>
              {series.map((s, j) => {
                const length = barLength(s.values[i] ?? 0, axisMax, PLOT_HEIGHT);
                if (length <= 0) return null;
                const x = mode === 'stacked' ? x0 : x0 + j * barWidth;
                const y = mode === 'stacked' ? stackedTop - length : baseline - length;
                if (mode === 'stacked') stackedTop = y;
                return <rect key={s.key} className={`stats-chart__bar stats-chart__bar--${s.key}`} x={x} y={y} width={Math.max(1, barWidth - 1)} height={length} />;
              })}
              <text className="stats-chart__category" x={x0 + groupWidth / 2} y={HEIGHT - 6} textAnchor="middle">
                {category}
              </text>
            </g>
          );
        })}
      </svg>
      {/* The legend is for the eye; the table names every series for a screen reader. */}
      <ul className="stats-chart__legend" aria-hidden="true">
        {series.map((s) => (
          <li key={s.key}>
            <span className={`stats-chart__swatch stats-chart__bar--${s.key}`} />
            {s.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
