// The home's and the analytics page's charts (@ant-design/plots), in a chunk of their own that the
// pages load lazily, after their figures.
import { Bar, DualAxes } from '@ant-design/plots';
import { useThemeMode } from '../theme-mode';
import { DARK, LIGHT } from '../tokens';

export interface SalesPoint {
  /** The day as the axis shows it. */
  label: string;
  /** Major units of the chosen currency. */
  revenue: number;
  orders: number;
}

/** Fixed colours, named in the HTML legend above the chart. */
const REVENUE_COLOUR = '#3b6fe0';
const ORDERS_COLOUR = '#d97706';

/** Revenue as columns against the left axis, orders as a line against the right one. */
export function SalesChart({
  data,
  revenueLabel,
  ordersLabel,
  formatRevenue,
  axisRevenue,
}: {
  data: SalesPoint[];
  revenueLabel: string;
  ordersLabel: string;
  formatRevenue: (value: number) => string;
  axisRevenue: (value: number) => string;
}) {
  const { mode } = useThemeMode();
  return (
    <>
      <p className="sa-legend">
        <span className="sa-legend-key" style={{ background: REVENUE_COLOUR }} /> {revenueLabel}
        <span className="sa-legend-key is-line" style={{ background: ORDERS_COLOUR }} /> {ordersLabel}
      </p>
      <DualAxes
        data={data}
        xField="label"
        height={260}
        autoFit
        theme={mode === 'dark' ? 'classicDark' : 'classic'}
        legend={false}
        axis={{ x: { title: false, labelAutoHide: true, labelAutoRotate: false } }}
        children={[
          {
            type: 'interval',
            yField: 'revenue',
            style: { fill: REVENUE_COLOUR, maxWidth: 28, radiusTopLeft: 3, radiusTopRight: 3 },
            axis: { y: { title: false, labelFormatter: (value: number) => axisRevenue(value) } },
            tooltip: { items: [{ channel: 'y', name: revenueLabel, valueFormatter: (value: number) => formatRevenue(value) }] },
          },
          {
            type: 'line',
            yField: 'orders',
            style: { stroke: ORDERS_COLOUR, lineWidth: 2 },
            axis: { y: { position: 'right', title: false, tickMethod: (min: number, max: number) => wholeTicks(min, max) } },
            tooltip: { items: [{ channel: 'y', name: ordersLabel }] },
          },
        ]}
      />
    </>
  );
}

/** Orders are counted in whole numbers: at most five ticks, all integers. */
function wholeTicks(min: number, max: number): number[] {
  const step = Math.max(1, Math.ceil((max - min) / 4));
  const ticks: number[] = [];
  for (let tick = Math.floor(min); tick <= max; tick += step) ticks.push(tick);
  return ticks;
}

export interface FunnelStep {
  label: string;
  value: number;
}

/**
 * The funnel's steps as bars, widest first. The scale is a square root: views outnumber orders by far,
 * and a straight scale would leave the later steps invisible; every bar carries its exact count.
 */
export function FunnelChart({ data, format }: { data: FunnelStep[]; format: (value: number) => string }) {
  const { mode } = useThemeMode();
  // A long bar holds its count inside (light on the bar), a short one after its end.
  const largest = Math.max(1, ...data.map((step) => step.value));
  const inside = (step: FunnelStep) => Math.sqrt(step.value) > 0.6 * Math.sqrt(largest);
  return (
    <Bar
      data={data}
      xField="label"
      yField="value"
      height={Math.max(160, data.length * 56)}
      autoFit
      theme={mode === 'dark' ? 'classicDark' : 'classic'}
      scale={{ y: { type: 'sqrt' } }}
      axis={{ x: { title: false }, y: false }}
      label={{
        text: (step: FunnelStep) => format(step.value),
        style: {
          textAlign: (step: FunnelStep) => (inside(step) ? 'right' : 'start'),
          fill: (step: FunnelStep) => (inside(step) ? '#ffffff' : mode === 'dark' ? DARK.text : LIGHT.text),
          dx: (step: FunnelStep) => (inside(step) ? -6 : 6),
          fontWeight: 600,
        },
      }}
      tooltip={{ items: [{ channel: 'y', valueFormatter: (value: number) => format(value) }] }}
      style={{ fill: REVENUE_COLOUR, maxWidth: 36, radiusTopRight: 3, radiusBottomRight: 3 }}
      legend={false}
    />
  );
}
