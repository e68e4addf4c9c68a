import { BankOutlined, FileProtectOutlined } from '@ant-design/icons';
import { Alert, Form, Input, Radio } from 'antd';
import { PAYMENT_METHODS, type PaymentPreferences, type PaymentPreferencesInput } from '../../contract/buyer';
import { buyerMessages } from '../../contract/buyer';
import { translateMessage, useTranslation } from '../../i18n';
import { api } from '../../providers/http';
import { ErrorState, PageHeader, PageSkeleton } from '../../engine/states';
import { FormSection, SettingsForm } from '../../engine/SettingsForm';
import { useApiData } from '../../engine/useApiData';
import '../buyer-pages.css';

const ICONS = { bank_transfer: BankOutlined, agreed_terms: FileProtectOutlined } as const;

/** /account/payment: the preferred way of paying (bank transfer or agreed terms) and the terms. No cards, ever. */
export default function AccountPaymentPage() {
  const { t } = useTranslation();
  const { data, error, reload, setData } = useApiData<PaymentPreferences>('/account/payment');
  const [form] = Form.useForm<PaymentPreferencesInput>();
  const method = Form.useWatch('method', form) ?? data?.method;

  return (
    <div className="resource-page buyer-settings-page">
      <PageHeader title={t('buyerAccount.paymentTitle')}>
        <p className="form-section-text">{t('buyerAccount.paymentIntro')}</p>
      </PageHeader>
      <Alert type="info" showIcon message={t('buyerAccount.noCards')} />
      {!data ? (
        error ? (
          <ErrorState error={{ message: error, statusCode: 500 }} onRetry={reload} />
        ) : (
          <PageSkeleton />
        )
      ) : (
        <SettingsForm<PaymentPreferencesInput, PaymentPreferences>
          form={form}
          initialValues={data}
          submit={(values) =>
            api.put<PaymentPreferences>(
              '/account/payment',
              { method: values.method, terms: values.method === 'agreed_terms' ? values.terms || null : null },
              { toast: false },
            )
          }
          onSaved={setData}
          saveLabel={t('buyerAccount.savePayment')}
        >
          <FormSection title={t('buyerAccount.methodTitle')}>
            <Form.Item
              name="method"
              label={t('buyerAccount.method')}
              required
              rules={[{ required: true, message: translateMessage(buyerMessages.paymentMethodRequired) }]}
            >
              <Radio.Group className="buyer-choice-group">
                {PAYMENT_METHODS.map((value) => {
                  const Icon = ICONS[value];
                  return (
                    <Radio key={value} value={value} className="buyer-choice">
                      <span className="buyer-choice-label">
                        <Icon aria-hidden /> {t(`buyerAccount.method_${value}`)}
                      </span>
                      <span className="buyer-choice-text">{t(`buyerAccount.method_${value}_text`)}</span>
                    </Radio>
                  );
                })}
              </Radio.Group>
            </Form.Item>
            {method === 'agreed_terms' && (
              <Form.Item
                name="terms"
                label={t('buyerAccount.terms')}
                extra={t('buyerAccount.termsHelp')}
                required
                rules={[{ required: true, whitespace: true, message: translateMessage(buyerMessages.termsRequired) }]}
              >
                <Input.TextArea rows={4} maxLength={1000} showCount placeholder={t('buyerAccount.termsPlaceholder')} />
              </Form.Item>
            )}
          </FormSection>
        </SettingsForm>
      )}
    </div>
  );
}
