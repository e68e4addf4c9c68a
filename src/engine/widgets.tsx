// Form controls for the field kinds that antd has no one-to-one control for: each holds the value as
// the API takes it (true/false, YYYY-MM-DD, an ISO code, minor units) and shows it as a person reads it.
import { DatePicker, Form, InputNumber, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { CURRENCY_CODES } from '../contract/catalog-constants';
import { CountryPicker } from '../components/CountryPicker';
import { minorDigits, toMajor, toMinor } from '../components/money';
import type { FieldWidgetProps } from './types';

export function SwitchWidget({ id, value, onChange }: FieldWidgetProps) {
  return <Switch id={id} checked={value === true} onChange={(checked) => onChange?.(checked)} />;
}

const DAY = 'YYYY-MM-DD';

export function DateWidget({ id, value, onChange }: FieldWidgetProps) {
  const day = typeof value === 'string' && value !== '' ? dayjs(value, DAY) : null;
  return (
    <DatePicker id={id} className="input-full" value={day?.isValid() ? day : null} onChange={(picked) => onChange?.(picked ? picked.format(DAY) : null)} />
  );
}

export function CountryWidget({ id, value, onChange }: FieldWidgetProps) {
  return <CountryPicker id={id} value={typeof value === 'string' ? value : undefined} onChange={(code) => onChange?.(code ?? null)} allowClear />;
}

export function CurrencyWidget({ id, value, onChange }: FieldWidgetProps) {
  return (
    <Select<string>
      id={id}
      value={typeof value === 'string' ? value : undefined}
      onChange={(code) => onChange?.(code)}
      options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
    />
  );
}

/** An amount typed in major units (12.50) of the currency chosen beside it, held in minor units (1250). */
export function MoneyWidget({ id, value, onChange, currencyField }: FieldWidgetProps & { currencyField: string }) {
  const form = Form.useFormInstance();
  const currency = Form.useWatch(currencyField, form) as string | undefined;
  const digits = minorDigits(currency);
  return (
    <InputNumber<number>
      id={id}
      className="input-full"
      min={0}
      precision={digits}
      step={digits === 0 ? 1 : 0.01}
      value={typeof value === 'number' ? toMajor(value, currency) : null}
      onChange={(major) => onChange?.(typeof major === 'number' ? toMinor(major, currency) : null)}
      suffix={currency ? <span className="input-affix">{currency}</span> : undefined}
    />
  );
}
