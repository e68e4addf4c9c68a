// An amount in the company's budget currency (rules and limits are kept in it): the form holds minor
// units, the box shows major units with the currency beside them.
import { InputNumber } from 'antd';
import { minorDigits, toMajor, toMinor } from '../components/money';
import type { FieldWidgetProps } from '../engine/types';
import { useCompany } from './company-store';

export function CompanyMoneyWidget({ id, value, onChange }: FieldWidgetProps) {
  const currency = useCompany().mine?.company.budget_currency;
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
