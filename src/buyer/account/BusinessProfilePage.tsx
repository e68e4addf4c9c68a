import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { fetchCategories } from '../../catalogue/api';
import { CountryPicker } from '../../components/CountryPicker';
import { ANNUAL_VOLUMES, businessProfileSchema, type BusinessProfileInput, type BusinessProfileRecord } from '../../contract/buyer';
import { BUSINESS_TYPES } from '../../contract/constants';
import { api } from '../../providers/http';
import { zodRule } from '../../engine/rules';
import { ErrorState, PageHeader, PageSkeleton } from '../../engine/states';
import { FormSection, SettingsForm } from '../../engine/SettingsForm';
import { useApiData } from '../../engine/useApiData';
import '../buyer-pages.css';

const fields = businessProfileSchema.shape;

/** i18n keys of the business types, shared with the seller's business form. */
const BUSINESS_TYPE_KEYS: Record<(typeof BUSINESS_TYPES)[number], string> = {
  'Sole Proprietorship': 'soleProprietorship',
  Partnership: 'partnership',
  'Limited Liability Company (LLC)': 'llc',
  Corporation: 'corporation',
  'S-Corporation': 'sCorporation',
  'Non-Profit Organization': 'nonProfit',
  Other: 'other',
};

/** The catalogue's top-level categories, offered for "what we buy"; any other name can be typed. */
function useCategoryNames(): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void fetchCategories().then((result) => {
      if (live && result.success) setNames(result.data.filter((category) => category.parent_id === null).map((category) => category.name));
    });
    return () => {
      live = false;
    };
  }, []);
  return names;
}

/** /business/profile: the buyer's company, what it buys and how much. */
export default function BusinessProfilePage() {
  const { t } = useTranslation('account');
  // null is an answer here (nothing saved yet): `loading` tells it apart from "not loaded".
  const { data, error, loading, reload, setData } = useApiData<BusinessProfileRecord | null>('/buyer/business-profile');
  const [form] = Form.useForm<BusinessProfileInput>();
  const categories = useCategoryNames();

  return (
    <div className="resource-page buyer-settings-page">
      <PageHeader title={t('buyerBusiness.title')}>
        <p className="form-section-text">{t('buyerBusiness.intro')}</p>
      </PageHeader>
      {error && data === null ? (
        <ErrorState error={{ message: error, statusCode: 500 }} onRetry={reload} />
      ) : loading ? (
        <PageSkeleton />
      ) : (
        <SettingsForm<BusinessProfileInput, BusinessProfileRecord | null>
          form={form}
          initialValues={data ?? { purchasing_categories: [] }}
          submit={(values) =>
            api.put<BusinessProfileRecord | null>(
              '/buyer/business-profile',
              { ...values, tax_number: values.tax_number || null, website: values.website || null, purchasing_categories: values.purchasing_categories ?? [] },
              { toast: false },
            )
          }
          onSaved={(saved) => setData(saved)}
          saveLabel={t('buyerBusiness.save')}
        >
          <FormSection title={t('buyerBusiness.company')}>
            <div className="form-grid">
              <Form.Item name="company_name" label={t('buyerBusiness.companyName')} required rules={[zodRule(fields.company_name)]}>
                <Input autoComplete="organization" maxLength={160} />
              </Form.Item>
              <Form.Item name="business_type" label={t('buyerBusiness.businessType')} required rules={[zodRule(fields.business_type)]}>
                <Select options={BUSINESS_TYPES.map((value) => ({ value, label: t(`businessTypes.${BUSINESS_TYPE_KEYS[value]}`) }))} />
              </Form.Item>
              <Form.Item name="registration_number" label={t('buyerBusiness.registrationNumber')} required rules={[zodRule(fields.registration_number)]}>
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name="tax_number" label={t('buyerBusiness.taxNumber')} extra={t('buyerBusiness.taxNumberHelp')} rules={[zodRule(fields.tax_number)]}>
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name="website" label={t('buyerBusiness.website')} rules={[zodRule(fields.website)]}>
                <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" maxLength={200} />
              </Form.Item>
            </div>
          </FormSection>
          <FormSection title={t('buyerBusiness.location')}>
            <div className="form-grid">
              <Form.Item name="address" label={t('buyerBusiness.address')} required rules={[zodRule(fields.address)]}>
                <Input.TextArea rows={3} maxLength={400} autoComplete="street-address" />
              </Form.Item>
              <Form.Item name="country" label={t('buyerBusiness.country')} required rules={[zodRule(fields.country)]}>
                <CountryPicker />
              </Form.Item>
            </div>
          </FormSection>
          <FormSection title={t('buyerBusiness.purchasing')} text={t('buyerBusiness.purchasingText')}>
            <div className="form-grid">
              <Form.Item
                name="purchasing_categories"
                label={t('buyerBusiness.categories')}
                extra={t('buyerBusiness.categoriesHelp')}
                rules={[zodRule(fields.purchasing_categories)]}
              >
                <Select mode="tags" maxCount={10} tokenSeparators={[',']} options={categories.map((name) => ({ value: name, label: name }))} />
              </Form.Item>
              <Form.Item name="annual_purchasing_volume" label={t('buyerBusiness.volume')} required rules={[zodRule(fields.annual_purchasing_volume)]}>
                <Select options={ANNUAL_VOLUMES.map((value) => ({ value, label: t(`buyerBusiness.volume_${value}`) }))} />
              </Form.Item>
            </div>
          </FormSection>
        </SettingsForm>
      )}
    </div>
  );
}
