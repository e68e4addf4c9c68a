import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Radio, Select } from 'antd';
import { useRef, useState, type FormEvent } from 'react';
import { useCountdown } from '../../components/useCountdown';
import { OtpInput } from '../../components/OtpInput';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, ONBOARDING_OTP_LENGTH } from '../../contract/constants';
import { emailField } from '../../contract/fields';
import { countryCodeField, phoneNumberField } from '../../contract/onboarding';
import {
  RECOVERY_RESEND_SECONDS,
  formatRecoveryContact,
  recoveryContactMessages,
  type RecoveryCodeSent,
  type RecoveryContact,
  type RecoveryContactKind,
} from '../../contract/recovery-contacts';
import { translateMessage, useTranslation } from '../../i18n';
import { api, type ApiResult } from '../../providers/http';
import { toast } from '../../providers/toast';
import { zodRule } from '../../engine/rules';

/** What the dialog shows: the add form, or the code for one contact (`sent` is null when a code went out moments ago). */
export type DialogStep = { step: 'add' } | { step: 'code'; contact: RecoveryContact; sent: RecoveryCodeSent | null };

interface AddValues {
  kind: RecoveryContactKind;
  email?: string;
  country_code?: string;
  phone_number?: string;
}

const emailRules = [zodRule(emailField(recoveryContactMessages.emailRequired))];
const countryRules = [zodRule(countryCodeField)];
const phoneRules = [zodRule(phoneNumberField)];

/** Asks the server for a code; a 429 means one went out within the last seconds, which is still good. */
export async function sendContactCode(contact: RecoveryContact): Promise<DialogStep | null> {
  const result = await api.post<RecoveryCodeSent>(`recovery-contacts/${encodeURIComponent(contact.id)}/send-code`, undefined, { toast: false });
  if (result.success) return { step: 'code', contact, sent: result.data };
  if (result.status === 429) return { step: 'code', contact, sent: null };
  toast.error(translateMessage(result.message));
  return null;
}

function AddForm({ onAdded, onCancel }: { onAdded: (contact: RecoveryContact) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<AddValues>();
  const kind = Form.useWatch('kind', form) ?? 'email';
  const [busy, setBusy] = useState(false);

  const submit = async (values: AddValues) => {
    if (busy) return;
    setBusy(true);
    const payload =
      values.kind === 'email'
        ? { kind: 'email', email: values.email?.trim() }
        : { kind: 'phone', country_code: values.country_code, phone: values.phone_number?.trim() };
    const created: ApiResult<RecoveryContact> = await api.post<RecoveryContact>('recovery-contacts', payload, { toast: false });
    if (!created.success) {
      setBusy(false);
      // The server names its fields as the API does; the form calls the number phone_number, as the mobile step does.
      const placed = Object.entries(created.errors ?? {})
        .map(([field, message]) => ({ name: (field === 'phone' ? 'phone_number' : field) as keyof AddValues, errors: [translateMessage(message)] }))
        .filter((entry) => ['email', 'country_code', 'phone_number', 'kind'].includes(entry.name));
      if (placed.length > 0) form.setFields(placed);
      else toast.error(translateMessage(created.message));
      return;
    }
    await onAdded(created.data);
    setBusy(false);
  };

  return (
    <Form<AddValues>
      form={form}
      layout="vertical"
      initialValues={{ kind: 'email', country_code: DEFAULT_COUNTRY_CODE, email: '', phone_number: '' }}
      onFinish={(values) => void submit(values)}
      validateTrigger="onBlur"
      noValidate
      className="recovery-add-form"
    >
      <p className="form-section-text">{t('recoveryPage.addText')}</p>
      <Form.Item name="kind" label={t('recoveryPage.kindLabel')}>
        <Radio.Group optionType="button" buttonStyle="solid" className="recovery-kind">
          <Radio.Button value="email">
            <MailOutlined aria-hidden /> {t('recoveryPage.kindEmail')}
          </Radio.Button>
          <Radio.Button value="phone">
            <MobileOutlined aria-hidden /> {t('recoveryPage.kindPhone')}
          </Radio.Button>
        </Radio.Group>
      </Form.Item>
      {kind === 'email' ? (
        <Form.Item name="email" label={t('recoveryPage.emailLabel')} rules={emailRules}>
          <Input type="email" inputMode="email" autoComplete="email" placeholder={t('recoveryPage.emailPlaceholder')} autoFocus />
        </Form.Item>
      ) : (
        <div className="phone-fields">
          <Form.Item name="country_code" label={t('mobile.countryCode')} rules={countryRules}>
            <Select
              virtual={false}
              placeholder={t('mobile.countryCodePlaceholder')}
              options={COUNTRY_CODES.map((c) => ({ value: c.code, label: t('mobile.countryOption', { code: c.code, country: c.country }) }))}
            />
          </Form.Item>
          <Form.Item name="phone_number" label={t('mobile.phoneNumber')} rules={phoneRules} extra={t('mobile.phoneHint')}>
            <Input type="tel" inputMode="tel" autoComplete="tel-national" autoFocus />
          </Form.Item>
        </div>
      )}
      <div className="recovery-dialog-actions">
        <Button onClick={onCancel} disabled={busy}>
          {t('resources.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('recoveryPage.addSubmit')}
        </Button>
      </div>
    </Form>
  );
}

function CodeStep({
  contact,
  sent,
  onVerified,
  onClose,
}: {
  contact: RecoveryContact;
  sent: RecoveryCodeSent | null;
  onVerified: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState(sent?.otp ?? '');
  const [devFilled, setDevFilled] = useState(Boolean(sent?.otp));
  const [earlier, setEarlier] = useState(sent === null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [cooldown, startCooldown] = useCountdown(sent?.resend_in_seconds ?? RECOVERY_RESEND_SECONDS);
  const verifyButton = useRef<HTMLButtonElement>(null);

  const verify = async (event?: FormEvent) => {
    event?.preventDefault();
    if (code.length !== ONBOARDING_OTP_LENGTH || verifying) return;
    setVerifying(true);
    setCodeError(null);
    const result = await api.post<RecoveryContact>(`recovery-contacts/${encodeURIComponent(contact.id)}/verify`, { otp: code }, { toast: false });
    setVerifying(false);
    if (!result.success) {
      setCodeError(translateMessage(result.errors?.otp ?? result.message));
      return;
    }
    onVerified(result.message);
  };

  const resend = async () => {
    setResending(true);
    const next = await sendContactCode(contact);
    setResending(false);
    if (!next || next.step !== 'code') return;
    setEarlier(next.sent === null);
    setCode(next.sent?.otp ?? '');
    setDevFilled(Boolean(next.sent?.otp));
    setCodeError(null);
    startCooldown(next.sent?.resend_in_seconds ?? RECOVERY_RESEND_SECONDS);
    if (next.sent) toast.success(t('mobile.codeResent'));
  };

  return (
    <div className="recovery-code-step">
      <p className="form-section-text">
        {t(contact.kind === 'email' ? 'recoveryPage.codeSentEmail' : 'recoveryPage.codeSentPhone', {
          value: formatRecoveryContact(contact.kind, contact.value),
        })}
      </p>
      {earlier && <Alert type="info" showIcon message={t('recoveryPage.codeSentEarlier')} className="form-alert" />}
      {devFilled && <Alert type="info" showIcon message={t('recoveryPage.devFilled')} className="form-alert dev-note" />}
      <form onSubmit={(event) => void verify(event)} noValidate className="code-form">
        <div className="field-label" aria-hidden="true">
          {t('mobile.codeLabel')}
        </div>
        <OtpInput
          length={ONBOARDING_OTP_LENGTH}
          value={code}
          onChange={(next) => {
            setCode(next);
            setCodeError(null);
          }}
          onComplete={() => window.setTimeout(() => verifyButton.current?.focus(), 0)}
          label={t('mobile.codeLabel')}
          autoFocus={!devFilled}
          invalid={codeError !== null}
          describedBy={codeError ? 'recovery-otp-error' : undefined}
        />
        {codeError && (
          <div id="recovery-otp-error" className="field-error" role="alert">
            {codeError}
          </div>
        )}
        <div className="recovery-dialog-actions">
          <Button onClick={onClose} disabled={verifying}>
            {t('recoveryPage.later')}
          </Button>
          <Button
            ref={verifyButton}
            type="primary"
            htmlType="submit"
            disabled={code.length !== ONBOARDING_OTP_LENGTH}
            loading={verifying}
            autoFocus={devFilled}
          >
            {t('mobile.verify')}
          </Button>
        </div>
      </form>
      <div className="resend-row">
        {cooldown > 0 ? (
          <span className="cooldown-note" role="timer" aria-live="off">
            {t('mobile.resendIn', { seconds: cooldown })}
          </span>
        ) : (
          <Button type="link" className="inline-link" loading={resending} onClick={() => void resend()}>
            {t('mobile.resend')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * Adding and verifying in one dialog: the add form, then the 6-digit code (as in the mobile flow:
 * 'Verify Code' only with 6 digits, resend after a countdown). Closing after adding leaves the contact
 * unverified, to verify later from the list.
 */
export function ContactDialog({
  state,
  onStep,
  onClose,
  onChanged,
}: {
  state: DialogStep | null;
  onStep: (step: DialogStep) => void;
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation('account');
  const added = async (contact: RecoveryContact) => {
    await onChanged();
    const next = await sendContactCode(contact);
    // Without a code the contact still exists: it waits in the list as unverified.
    if (next) onStep(next);
    else onClose();
  };
  const verified = (message: string) => {
    toast.success(translateMessage(message));
    onClose();
    void onChanged();
  };
  return (
    <Modal
      open={state !== null}
      title={state?.step === 'code' ? t('recoveryPage.verifyTitle') : t('recoveryPage.addTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      width={480}
      rootClassName="recovery-dialog"
    >
      {state?.step === 'add' && <AddForm onAdded={added} onCancel={onClose} />}
      {state?.step === 'code' && <CodeStep key={state.contact.id} contact={state.contact} sent={state.sent} onVerified={verified} onClose={onClose} />}
    </Modal>
  );
}
