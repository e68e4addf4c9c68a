import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router';
import { signedOutSupportFields, SUPPORT_TOPICS, supportRequestSchema, type SupportRequest, type SupportRequestInput } from '../../contract/buyer';
import { api } from '../../providers/http';
import { useLoginState } from '../../providers/session';
import { zodRule } from '../../engine/rules';
import { PageHeader } from '../../engine/states';
import { FormSection, SettingsForm } from '../../engine/SettingsForm';
import '../buyer-pages.css';

const fields = supportRequestSchema.shape;

/**
 * /support/contact: a form that opens a support request (topic, subject, message, order number if it is
 * about one). Signed in, the account's name and email are used; then a success state with what next.
 */
export default function ContactPage() {
  const { t } = useTranslation();
  const { token, user_name, email } = useLoginState();
  const signedIn = Boolean(token);
  const navigate = useNavigate();
  const [form] = Form.useForm<SupportRequestInput>();
  const [sent, setSent] = useState<SupportRequest | null>(null);

  return (
    <div className="resource-page buyer-settings-page">
      <PageHeader title={t('buyerSupport.contactTitle')}>
        <p className="form-section-text">{t('buyerSupport.contactIntro')}</p>
      </PageHeader>
      {sent ? (
        <section className="resource-card" aria-live="polite">
          <Result
            status="success"
            icon={<CheckCircleOutlined aria-hidden />}
            title={t('buyerSupport.sentTitle')}
            subTitle={t('buyerSupport.sentText', { subject: sent.subject, email: email ?? '' })}
            extra={[
              signedIn && (
                <Button key="requests" type="primary" onClick={() => navigate('/messages/support')}>
                  {t('buyerSupport.viewRequests')}
                </Button>
              ),
              <Button
                key="another"
                onClick={() => {
                  form.resetFields();
                  setSent(null);
                }}
              >
                {t('buyerSupport.sendAnother')}
              </Button>,
            ]}
          />
        </section>
      ) : (
        <SettingsForm<SupportRequestInput, SupportRequest>
          form={form}
          initialValues={{ topic: undefined }}
          resetAfterSave
          submit={(values) =>
            (signedIn ? api.post : api.publicPost)<SupportRequest>(
              '/support/requests',
              {
                topic: values.topic,
                subject: values.subject,
                message: values.message,
                order_number: values.order_number || null,
                ...(signedIn ? {} : { name: values.name, email: values.email }),
              },
              { toast: false },
            )
          }
          onSaved={setSent}
          saveLabel={t('buyerSupport.send')}
        >
          <FormSection
            title={t('buyerSupport.requestTitle')}
            text={signedIn ? t('buyerSupport.replyTo', { name: user_name ?? '', email: email ?? '' }) : undefined}
          >
            <div className="form-grid">
              {!signedIn && (
                <>
                  <Form.Item name="name" label={t('buyerSupport.name')} required rules={[zodRule(signedOutSupportFields.shape.name)]}>
                    <Input autoComplete="name" maxLength={120} />
                  </Form.Item>
                  <Form.Item name="email" label={t('buyerSupport.email')} required rules={[zodRule(signedOutSupportFields.shape.email)]}>
                    <Input type="email" autoComplete="email" maxLength={254} />
                  </Form.Item>
                </>
              )}
              <Form.Item name="topic" label={t('buyerSupport.topic')} required rules={[zodRule(fields.topic)]}>
                <Select
                  placeholder={t('buyerSupport.topicPlaceholder')}
                  options={SUPPORT_TOPICS.map((value) => ({ value, label: t(`buyerSupport.topic_${value}`) }))}
                />
              </Form.Item>
              <Form.Item
                name="order_number"
                label={t('buyerSupport.orderNumber')}
                extra={t('buyerSupport.orderNumberHelp')}
                rules={[zodRule(fields.order_number)]}
              >
                <Input maxLength={40} placeholder="ORD-2026-000042" />
              </Form.Item>
            </div>
            <Form.Item name="subject" label={t('buyerSupport.subject')} required rules={[zodRule(fields.subject)]}>
              <Input maxLength={160} />
            </Form.Item>
            <Form.Item name="message" label={t('buyerSupport.message')} required rules={[zodRule(fields.message)]} extra={t('buyerSupport.messageHelp')}>
              <Input.TextArea rows={6} maxLength={5000} showCount />
            </Form.Item>
          </FormSection>
        </SettingsForm>
      )}
    </div>
  );
}
