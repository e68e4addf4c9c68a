import { useSearchParams } from 'react-router';
import { DEFAULT_PERIOD, PERIOD_PRESETS, type PeriodPreset } from '../contract/seller-analytics';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type PeriodChoice = { kind: 'preset'; days: PeriodPreset } | { kind: 'custom'; from: string; to: string };

/** The query the figures are asked for. */
export const periodQuery = (choice: PeriodChoice): Record<string, string> =>
  choice.kind === 'preset' ? { period: choice.days } : { from: choice.from, to: choice.to };

/**
 * The period of a page, kept in the URL (`?period=7`, or `?from=…&to=…` for a custom range) so that a
 * reload, a bookmark and Back keep it. Anything else in the URL reads as the default 30 days.
 */
export function usePeriod(): [PeriodChoice, (next: PeriodChoice) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const period = params.get('period');
  const choice: PeriodChoice =
    from && to && DAY.test(from) && DAY.test(to)
      ? { kind: 'custom', from, to }
      : { kind: 'preset', days: (PERIOD_PRESETS as readonly string[]).includes(period ?? '') ? (period as PeriodPreset) : DEFAULT_PERIOD };
  const setChoice = (next: PeriodChoice) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const name of ['period', 'from', 'to']) updated.delete(name);
      for (const [name, value] of Object.entries(periodQuery(next))) {
        if (!(name === 'period' && value === DEFAULT_PERIOD)) updated.set(name, value);
      }
      return updated;
    });
  return [choice, setChoice];
}
