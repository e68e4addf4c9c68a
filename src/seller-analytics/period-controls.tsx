// Controls the seller home and the analytics page share: the period picker, what the period is
// compared with, and CSV downloads of a table for the period.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { PERIOD_PRESETS, type ExportTable, type Period, type PeriodPreset } from '../contract/seller-analytics';
import { useTranslation } from '../i18n';
import { api } from '../providers/http';
import { dateText } from '../components/dates';
import { periodQuery, type PeriodChoice } from './usePeriod';

const DAY = 'YYYY-MM-DD';

/** 7, 30 or 90 days, or a custom range (kept in the URL by usePeriod). */
export function PeriodPicker({ choice, onChange, period }: { choice: PeriodChoice; onChange: (next: PeriodChoice) => void; period?: Period }) {
  const { t } = useTranslation('sellerAnalytics');
  const labelId = useId();
  const [customOpen, setCustomOpen] = useState(false);
  const custom = choice.kind === 'custom' || customOpen;
  const range: [Dayjs, Dayjs] | null =
    choice.kind === 'custom' ? [dayjs(choice.from), dayjs(choice.to)] : period ? [dayjs(period.from), dayjs(period.to)] : null;
  return (
    <div className="sa-period">
      <span id={labelId} className="visually-hidden">
        {t('sellerAnalytics.periodLabel')}
      </span>
      <Segmented
        aria-labelledby={labelId}
        value={custom ? 'custom' : choice.days}
        onChange={(value) => {
          if (value === 'custom') return setCustomOpen(true);
          setCustomOpen(false);
          onChange({ kind: 'preset', days: value as PeriodPreset });
        }}
        options={[
          ...PERIOD_PRESETS.map((days) => ({ value: days, label: t('sellerAnalytics.lastDays', { days }) })),
          { value: 'custom', label: t('sellerAnalytics.custom') },
        ]}
      />
      {custom && (
        <DatePicker.RangePicker
          aria-label={t('sellerAnalytics.customRange')}
          value={range}
          allowClear={false}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(next) => {
            if (next?.[0] && next[1]) onChange({ kind: 'custom', from: next[0].format(DAY), to: next[1].format(DAY) });
          }}
        />
      )}
    </div>
  );
}

/** "Compared with 1 Mar – 30 Mar". */
export function ComparedWith({ previous }: { previous: Period }) {
  const { t, i18n } = useTranslation('sellerAnalytics');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <p className="form-section-text sa-compared">
      {t('sellerAnalytics.comparedWith', { from: dateText(previous.from, language), to: dateText(previous.to, language) })}
    </p>
  );
}

/** Saves one table of the page as CSV, for the page's period. */
export function CsvButton({ table, choice }: { table: ExportTable; choice: PeriodChoice }) {
  const { t } = useTranslation('sellerAnalytics');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      icon={<DownloadOutlined aria-hidden />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        await api.download(`seller/analytics/export/${table}`, undefined, { query: periodQuery(choice) });
        setBusy(false);
      }}
    >
      {t('sellerAnalytics.downloadCsv')}
    </Button>
  );
}
