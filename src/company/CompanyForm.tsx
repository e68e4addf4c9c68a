// The company's details as one form: creating a company (no company yet) and editing it (company.manage).
// The contract's schemas check each field as the server would; the server's field errors land on the fields.
import { Form, Input } from 'antd';
import { useState } from 'react';
import { Button } from '../components/Button';
import { companyCreateSchema, type Company, type CompanyCreateInput } from '../contract/company';
import { formNamePath, zodRule } from '../engine/rules';
import { CountryWidget, CurrencyWidget } from '../engine/widgets';
import { translateMessage, useTranslation } from '../i18n';
import type { ApiResult } from '../providers/http';
import '../engine/forms.css';

const fields = companyCreateSchema.shape;
const address = fields.billing_address.shape;

export function CompanyForm({
  company,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  company?: Company;
  submitLabel: string;
  onSubmit: (values: CompanyCreateInput) => Promise<ApiResult<unknown>>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('companyPortal');
  const [form] = Form.useForm<CompanyCreateInput>();
  const [busy, setBusy] = useState(false);
  const submit = async (values: CompanyCreateInput) => {
    setBusy(true);
    const result = await onSubmit({
      ...values,
      tax_id: values.tax_id || null,
      billing_address: { ...values.billing_address, line2: values.billing_address.line2 || null },
    });
    setBusy(false);
    if (!result.success && result.errors) {
      form.setFields(Object.entries(result.errors).map(([name, message]) => ({ name: formNamePath(name) as never, errors: [translateMessage(message)] })));
    }
  };
  const initial: Partial<CompanyCreateInput> = company
    ? {
        legal_name: company.legal_name,
        country: company.country,
        tax_id: company.tax_id,
        billing_address: company.billing_address,
        budget_currency: company.budget_currency as CompanyCreateInput['budget_currency'],
      }
    : { budget_currency: 'USD' };
  return (
    <Form<CompanyCreateInput>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => void submit(values)}
      requiredMark
      className="company-form"
    >
      <div className="company-form-grid">
        <Form.Item name="legal_name" label={t('companyPortal.legalName')} rules={[zodRule(fields.legal_name)]} required className="is-wide">
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="country" label={t('companyPortal.country')} rules={[zodRule(fields.country)]} required>
          <CountryWidget />
        </Form.Item>
        <Form.Item name="tax_id" label={t('companyPortal.taxId')} rules={[zodRule(fields.tax_id)]} extra={t('companyPortal.optional')}>
          <Input />
        </Form.Item>
        <Form.Item name={['billing_address', 'line1']} label={t('companyPortal.line1')} rules={[zodRule(address.line1)]} required className="is-wide">
          <Input autoComplete="address-line1" />
        </Form.Item>
        <Form.Item name={['billing_address', 'line2']} label={t('companyPortal.line2')} rules={[zodRule(address.line2)]} className="is-wide">
          <Input autoComplete="address-line2" />
        </Form.Item>
        <Form.Item name={['billing_address', 'city']} label={t('companyPortal.city')} rules={[zodRule(address.city)]} required>
          <Input autoComplete="address-level2" />
        </Form.Item>
        <Form.Item name={['billing_address', 'state']} label={t('companyPortal.state')} rules={[zodRule(address.state)]} required>
          <Input autoComplete="address-level1" />
        </Form.Item>
        <Form.Item name={['billing_address', 'postal_code']} label={t('companyPortal.postalCode')} rules={[zodRule(address.postal_code)]} required>
          <Input autoComplete="postal-code" />
        </Form.Item>
        <Form.Item name={['billing_address', 'country']} label={t('companyPortal.addressCountry')} rules={[zodRule(address.country)]} required>
          <CountryWidget />
        </Form.Item>
        <Form.Item
          name="budget_currency"
          label={t('companyPortal.budgetCurrency')}
          rules={[zodRule(fields.budget_currency)]}
          required
          extra={t('companyPortal.budgetCurrencyHelp')}
        >
          <CurrencyWidget />
        </Form.Item>
      </div>
      <div className="company-form-actions">
        {onCancel && <Button onClick={onCancel}>{t('resources.cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
