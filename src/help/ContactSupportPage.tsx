// /contact: the help center's contact form for visitors who are not signed in (signed in, people use
// /support/contact in their portal). POST /v1/support/requests accepts a request without a token when it
// names who to answer.
import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../i18n';
import { Link } from 'react-router';
import { signedOutSupportFields, supportRequestSchema, type SupportRequest } from '../contract/buyer';
import { api } from '../providers/http';
import { revalidateFieldsWithErrors, useServerSubmit } from '../public/forms';
import { PageFrame } from '../public/PageFrame';
import { zodRule } from '../engine/rules';
import './help.css';

interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
/** A visitor has no orders or account to pick a topic about: the team sorts the request. */
const VISITOR_TOPIC = 'other';

function ContactForm({ onSent }: { onSent: (sent: { subject: string; email: string }) => void }) {
  const { t } = useTranslation('help');
  const [form] = Form.useForm<ContactValues>();
  const { submitting, failed, error, submit } = useServerSubmit(form, FIELDS);

  const onFinish = (values: ContactValues) =>
    submit(
      () =>
        api.publicPost<SupportRequest>(
          'support/requests',
          { topic: VISITOR_TOPIC, name: values.name, email: values.email, subject: values.subject, message: values.message },
          { toast: false },
        ),
      (request) => onSent({ subject: request.subject, email: values.email.trim() }),
    );

  return (
    <>
      {failed && <Alert type="error" showIcon message={t('helpContact.failed')} description={error ?? undefined} className="form-alert" />}
      <Form<ContactValues>
        form={form}
        name="contact-support"
        layout="vertical"
        validateTrigger="onBlur"
        onValuesChange={revalidateFieldsWithErrors(form)}
        onFinish={onFinish}
        noValidate
      >
        <div className="help-contact-grid">
          <Form.Item name="name" label={t('buyerSupport.name')} required rules={[zodRule(signedOutSupportFields.shape.name)]}>
            <Input autoComplete="name" maxLength={120} />
          </Form.Item>
          <Form.Item name="email" label={t('buyerSupport.email')} required rules={[zodRule(signedOutSupportFields.shape.email)]}>
            <Input type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} maxLength={254} />
          </Form.Item>
        </div>
        <Form.Item name="subject" label={t('buyerSupport.subject')} required rules={[zodRule(supportRequestSchema.shape.subject)]}>
          <Input maxLength={160} />
        </Form.Item>
        <Form.Item
          name="message"
          label={t('buyerSupport.message')}
          required
          rules={[zodRule(supportRequestSchema.shape.message)]}
          extra={t('buyerSupport.messageHelp')}
        >
          <Input.TextArea rows={6} maxLength={5000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={submitting}>
          {t('buyerSupport.send')}
        </Button>
      </Form>
    </>
  );
}

export default function ContactSupportPage() {
  const { t } = useTranslation('help');
  const [sent, setSent] = useState<{ subject: string; email: string } | null>(null);
  // A new form after "Send another": nothing of the last request is kept.
  const [formKey, setFormKey] = useState(0);

  return (
    <PageFrame title={t('helpContact.title')}>
      <div className="container help-article-page">
        <nav aria-label={t('helpCenter.breadcrumb')} className="help-breadcrumb">
          <Link to="/HelpCenter">{t('helpCenter.title')}</Link>
          <span aria-hidden> › </span>
          <span>{t('helpContact.title')}</span>
        </nav>
        <div className="help-contact-page">
          <h1>{t('helpContact.title')}</h1>
          <p className="help-contact-intro">{t('helpContact.intro')}</p>
          <section className="help-contact-card" aria-live="polite">
            {sent ? (
              <div className="help-contact-sent" role="status">
                <CheckCircleFilled aria-hidden className="help-contact-sent-icon" />
                <h2>{t('buyerSupport.sentTitle')}</h2>
                <p>{t('helpContact.sentText', { subject: sent.subject, email: sent.email })}</p>
                <div className="help-contact-actions">
                  <Link to="/HelpCenter" className="link-button">
                    {t('helpContact.backToHelp')}
                  </Link>
                  <Button
                    onClick={() => {
                      setSent(null);
                      setFormKey((key) => key + 1);
                    }}
                  >
                    {t('buyerSupport.sendAnother')}
                  </Button>
                </div>
              </div>
            ) : (
              <ContactForm key={formKey} onSent={setSent} />
            )}
          </section>
        </div>
      </div>
    </PageFrame>
  );
}
