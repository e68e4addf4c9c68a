import { BankOutlined, EnvironmentOutlined, InfoCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, Row, Select } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { CountryPicker } from '../components/CountryPicker';
import { BUSINESS_TYPES } from '../contract/constants';
import { clientMessages } from '../contract/messages';
import { BUSINESS_FIELDS, businessDetailsSchema, type BusinessDetailsInput } from '../contract/onboarding';
import { translateMessage, useTranslation } from '../i18n';
import { api, navigation } from '../providers/http';
import { sessionStore, useLoginState } from '../providers/session';
import { toast } from '../providers/toast';
import { applyServerErrors, revalidateFieldsWithErrors } from '../public/forms';
import { schemaRule } from './forms';
import '../engine/forms.css';
import './onboarding.css';

type Field = keyof BusinessDetailsInput;
type BusinessValues = Partial<Record<Field, string>>;

/** The 13 fields exactly as POST /v1/seller/business-details takes them (tax_id '' when left empty). */
export type BusinessDetailsPayload = Record<Field, string>;

// i18n keys of the spec's business types; the values sent stay the spec's English names.
const BUSINESS_TYPE_KEYS: Record<(typeof BUSINESS_TYPES)[number], string> = {
  'Sole Proprietorship': 'soleProprietorship',
  Partnership: 'partnership',
  'Limited Liability Company (LLC)': 'llc',
  Corporation: 'corporation',
  'S-Corporation': 'sCorporation',
  'Non-Profit Organization': 'nonProfit',
  Other: 'other',
};

type Kind = 'text' | 'select-type' | 'select-country' | 'textarea' | 'email' | 'tel';

interface FieldSpec {
  name: Field;
  kind: Kind;
  autoComplete?: string;
  /** Takes the whole row, even in two columns. */
  full?: boolean;
  hint?: boolean;
}

const SECTIONS: ReadonlyArray<{ id: string; titleKey: string; icon: ReactNode; fields: FieldSpec[] }> = [
  {
    id: 'info',
    titleKey: 'business.sectionInfo',
    icon: <BankOutlined aria-hidden />,
    fields: [
      { name: 'business_name', kind: 'text', autoComplete: 'organization' },
      { name: 'business_type', kind: 'select-type' },
      { name: 'registration_number', kind: 'text', autoComplete: 'off', hint: true },
      { name: 'contact_number', kind: 'tel', autoComplete: 'tel' },
      { name: 'tax_id', kind: 'text', autoComplete: 'off', hint: true },
    ],
  },
  {
    id: 'address',
    titleKey: 'business.sectionAddress',
    icon: <EnvironmentOutlined aria-hidden />,
    fields: [
      { name: 'address', kind: 'textarea', autoComplete: 'street-address', full: true },
      { name: 'city', kind: 'text', autoComplete: 'address-level2' },
      { name: 'state', kind: 'text', autoComplete: 'address-level1' },
      { name: 'country', kind: 'select-country' },
      { name: 'postal_code', kind: 'text', autoComplete: 'postal-code' },
    ],
  },
  {
    id: 'contact',
    titleKey: 'business.sectionContact',
    icon: <TeamOutlined aria-hidden />,
    fields: [
      { name: 'contact_person', kind: 'text', autoComplete: 'name', hint: true },
      { name: 'contact_email', kind: 'email', autoComplete: 'email' },
      { name: 'contact_phone', kind: 'tel', autoComplete: 'tel' },
    ],
  },
];

const rules = Object.fromEntries(BUSINESS_FIELDS.map((name) => [name, [schemaRule(businessDetailsSchema.shape[name])]])) as Record<
  Field,
  ReturnType<typeof schemaRule>[]
>;

/** Trimmed values of every field, in the contract's order; an empty tax_id is sent as ''. */
export function toPayload(values: BusinessValues): BusinessDetailsPayload {
  return Object.fromEntries(BUSINESS_FIELDS.map((name) => [name, (values[name] ?? '').trim()])) as BusinessDetailsPayload;
}

/**
 * Gate step 3, 'Business Details' (spec 2, 4 "Business form" and 5): three sections, the 13 fields,
 * every one required except tax_id, errors once a field is touched. On success the details are
 * stored and the app goes to '/' with a full reload, the spec's one exception to moving on in place.
 */
export default function BusinessDetailsPage() {
  const { t } = useTranslation('account');
  const { userDetails } = useLoginState();
  const [form] = Form.useForm<BusinessValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  // The person signing up is usually the contact, and their verified mobile the business's number too:
  // start from their name, email and that number (each stays editable).
  const [initialValues] = useState<BusinessValues>(() => {
    const verifiedNumber = userDetails?.phone ? `${userDetails.country_code ?? ''} ${userDetails.phone}`.trim() : '';
    return {
      contact_number: verifiedNumber,
      contact_person: userDetails?.name ?? '',
      contact_email: userDetails?.email ?? '',
      contact_phone: verifiedNumber,
    };
  });

  const submit = async (values: BusinessValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    const result = await api.post<Record<string, unknown>>('seller/business-details', toPayload(values), { toast: false });
    if (!result.success) {
      inFlight.current = false;
      setSubmitting(false);
      toast.error(translateMessage(clientMessages.businessDetailsFailed));
      const placed = applyServerErrors(form, result.errors, BUSINESS_FIELDS);
      if (!placed) setError(translateMessage(result.message));
      return;
    }
    const user = sessionStore.getState().login.userDetails;
    if (user) sessionStore.setUser({ ...user, business_details: result.data });
    // Spec 4: go to '/' and reload. The button stays busy until the page goes.
    navigation.navigateTo('/');
  };

  const label = (name: Field): ReactNode =>
    name === 'tax_id' ? (
      <>
        {t('business.tax_id')} <span className="optional-mark">{t('business.optional')}</span>
      </>
    ) : (
      t(`business.${name}`)
    );

  const control = (spec: FieldSpec): ReactNode => {
    switch (spec.kind) {
      case 'select-type':
        return (
          <Select
            size="large"
            virtual={false}
            placeholder={t('business.selectType')}
            options={BUSINESS_TYPES.map((value) => ({ value, label: t(`businessTypes.${BUSINESS_TYPE_KEYS[value]}`) }))}
          />
        );
      case 'select-country':
        return <CountryPicker size="large" allowOther placeholder={t('business.selectCountry')} />;
      case 'textarea':
        return <Input.TextArea rows={3} autoComplete={spec.autoComplete} />;
      case 'email':
        return <Input size="large" type="email" autoComplete={spec.autoComplete} autoCapitalize="none" spellCheck={false} />;
      case 'tel':
        return <Input size="large" type="tel" inputMode="tel" autoComplete={spec.autoComplete} />;
      default:
        return <Input size="large" autoComplete={spec.autoComplete} />;
    }
  };

  return (
    <div className="onboarding-step-body">
      <h1 className="onboarding-title">{t('onboarding.businessTitle')}</h1>
      <p className="onboarding-subtitle">{t('onboarding.businessText')}</p>
      <Form<BusinessValues>
        form={form}
        name="business"
        layout="vertical"
        validateTrigger="onBlur"
        initialValues={initialValues}
        onValuesChange={revalidateFieldsWithErrors(form)}
        onFinish={(values) => void submit(values)}
        scrollToFirstError={{ block: 'center', focus: true }}
        noValidate
        className="business-form"
      >
        {SECTIONS.map((section) => (
          <section key={section.id} className="form-section" aria-labelledby={`business-section-${section.id}`}>
            <h2 id={`business-section-${section.id}`} className="form-section-title">
              <span className="form-section-icon" aria-hidden="true">
                {section.icon}
              </span>
              {t(section.titleKey)}
            </h2>
            <Row gutter={24}>
              {section.fields.map((spec) => (
                <Col key={spec.name} xs={24} lg={spec.full ? 24 : 12}>
                  <Form.Item
                    name={spec.name}
                    label={label(spec.name)}
                    required={spec.name !== 'tax_id'}
                    rules={rules[spec.name]}
                    extra={spec.hint ? t(`business.hint_${spec.name}`) : undefined}
                  >
                    {control(spec)}
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </section>
        ))}
        {error && <Alert type="error" showIcon message={error} className="form-alert" />}
        <p className="form-review-note">
          <InfoCircleOutlined aria-hidden /> {t('business.reviewNote')}
        </p>
        <div className="form-footer">
          <Button type="primary" size="large" htmlType="submit" loading={submitting} className="form-footer-submit">
            {t('business.submit')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
