import { InputNumber } from 'antd';
import { useTranslation } from '../i18n';
import type { FilterDeclaration } from './types';
import { filterParams } from './url-state';

/** Two amounts; each applies when the box is left or Enter is pressed. */
export default function RangeFilter({
  filter,
  values,
  onChange,
}: {
  filter: Extract<FilterDeclaration, { kind: 'range' }>;
  values: Record<string, string>;
  onChange: (values: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation();
  const [fromName, toName] = filterParams(filter);
  const shown = (name: string) => (values[name] ? Number(values[name]) : undefined);
  const commit = (name: string, text: string) => {
    const number = text.trim() === '' ? undefined : Number(text);
    const stored = number === undefined || Number.isNaN(number) || number < 0 ? undefined : String(number);
    if (stored !== values[name]) onChange({ [name]: stored });
  };
  const box = (name: string, labelKey: string) => (
    <InputNumber<number>
      key={`${name}:${values[name] ?? ''}`}
      className="filter-range-input"
      min={0}
      defaultValue={shown(name)}
      placeholder={t(labelKey)}
      aria-label={`${t(filter.labelKey)}: ${t(labelKey)}`}
      onBlur={(event) => commit(name, event.target.value)}
      onPressEnter={(event) => commit(name, (event.target as HTMLInputElement).value)}
    />
  );
  return (
    <div className="filter-range" role="group" aria-label={t(filter.labelKey)}>
      {box(fromName, 'resources.rangeFrom')}
      <span aria-hidden className="filter-range-dash">
        –
      </span>
      {box(toName, 'resources.rangeTo')}
    </div>
  );
}
