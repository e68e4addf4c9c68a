// The bank-details parts of the store forms: the section as last saved, the masked account number, and
// the password that bank-detail changes need.
import { Form, Input } from 'antd';
import { createContext, useContext } from 'react';
import { useTranslation } from '../i18n';
import type { FieldWidgetProps } from '../engine/types';

/** The section as last saved, for parts that show what is kept (the masked bank account). */
export const SavedSectionContext = createContext<Record<string, unknown>>({});

/** The account number: once saved it is never sent back, so the box shows its mask and blank keeps it. */
export function AccountNumberInput({ id, value, onChange }: FieldWidgetProps) {
  const { t } = useTranslation('store');
  const saved = useContext(SavedSectionContext);
  const masked = typeof saved.account_number_masked === 'string' ? saved.account_number_masked : null;
  return (
    <Input
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange?.(event.target.value)}
      autoComplete="off"
      placeholder={masked ? t('storePage.accountKept', { masked }) : undefined}
    />
  );
}

/** Once bank details are saved, any change needs the account password, asked here. */
export function BankPasswordField() {
  const { t } = useTranslation('store');
  const saved = useContext(SavedSectionContext);
  if (typeof saved.account_number_masked !== 'string') return null;
  return (
    <div className="form-grid">
      <Form.Item name="current_password" label={t('storePage.currentPassword')} extra={t('storePage.currentPasswordHelp')} required className="form-field">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </div>
  );
}
