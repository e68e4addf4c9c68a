import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../i18n';

/** A list's date range filter (FilterBar), in a chunk of its own: dates in the URL as YYYY-MM-DD, either end open. */
export default function DateRangeFilter({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from?: string;
  to?: string;
  onChange: (from?: string, to?: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      className="filter-dates"
      aria-label={label}
      placeholder={[t('resources.dateFrom'), t('resources.dateTo')]}
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      allowEmpty={[true, true]}
      onChange={(range) => onChange(range?.[0]?.format('YYYY-MM-DD'), range?.[1]?.format('YYYY-MM-DD'))}
    />
  );
}
