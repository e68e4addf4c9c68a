// The overview's charts (@ant-design/plots), in a chunk of their own: only the overview loads them.
import { Column, Line } from '@ant-design/plots';
import { useThemeMode } from '../../theme-mode';
import { countTicks } from './chart-ticks';

export interface DayPoint {
  label: string;
  value: number;
}

/** One daily series; the page shows the same figures as a table too. */
export default function OverviewChart({ kind, data, height = 240 }: { kind: 'line' | 'column'; data: DayPoint[]; height?: number }) {
  const { mode } = useThemeMode();
  const common = {
    data,
    xField: 'label',
    yField: 'value',
    height,
    autoFit: true,
    theme: mode === 'dark' ? 'classicDark' : 'classic',
    axis: {
      // Counts: whole-number ticks only, every one labelled.
      y: { title: false, tickCount: 4, tickMethod: countTicks },
      x: { title: false, labelAutoHide: true, labelAutoRotate: false },
    },
    // Nothing happened in 30 days: the axis still reads 0 to 1, not 0 to 0.
    scale: { y: { domainMin: 0, domainMax: Math.max(1, ...data.map((point) => point.value)), nice: true } },
    legend: false,
  };
  return kind === 'line' ? <Line {...common} point={{ sizeField: 3 }} /> : <Column {...common} style={{ radiusTopLeft: 3, radiusTopRight: 3, maxWidth: 16 }} />;
}
