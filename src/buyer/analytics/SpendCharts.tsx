// The analytics page's charts (@ant-design/plots), in a chunk of their own: only this page loads them.
import { Bar, Column } from '@ant-design/plots';
import { useThemeMode } from '../../theme-mode';

export interface ChartPoint {
  label: string;
  /** Major units of the chosen currency. */
  value: number;
}

export interface SpendChartProps {
  kind: 'column' | 'bar';
  data: ChartPoint[];
  /** Formats an amount for axes and tooltips (Intl currency format). */
  format: (value: number) => string;
  /** Shorter amounts for the value axis ("$12K"). */
  axisFormat: (value: number) => string;
  height?: number;
}

/** One chart; the page puts the same figures in a table for screen readers and keyboard users. */
export default function SpendChart({ kind, data, format, axisFormat, height = 280 }: SpendChartProps) {
  const { mode } = useThemeMode();
  const common = {
    data,
    xField: 'label',
    yField: 'value',
    height,
    autoFit: true,
    theme: mode === 'dark' ? 'classicDark' : 'classic',
    axis: { y: { labelFormatter: (value: number) => axisFormat(value), title: false }, x: { title: false } },
    tooltip: { items: [{ channel: 'y', valueFormatter: (value: number) => format(value) }] },
    style: { radiusTopLeft: 4, radiusTopRight: 4, maxWidth: 48 },
    legend: false,
  };
  return kind === 'column' ? <Column {...common} /> : <Bar {...common} />;
}
