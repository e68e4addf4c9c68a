import { EditOutlined, MobileOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Select, Tag, type FormInstance, type InputRef } from 'antd';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useCountdown } from '../components/useCountdown';
import { OtpInput } from '../components/OtpInput';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, ONBOARDING_OTP_LENGTH } from '../contract/constants';
import { clientMessages } from '../contract/messages';
import { countryCodeField, phoneFormSchema, phoneNumberField, type PhoneForm } from '../contract/onboarding';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { sessionStore, useLoginState } from '../providers/session';
import { toast } from '../providers/toast';
import { revalidateFieldsWithErrors } from '../public/forms';
import { schemaRule } from './forms';
import { forgetSentCode, rememberSentCode, sentCodeOf } from './sent-code';
import './onboarding.css';

export const RESEND_COOLDOWN_SECONDS = 30;

type Mode = 'edit' | 'unverified' | 'code';

interface SendOtpData {
  otp?: string;
  expires_in_seconds: number;
}

interface VerifyMobileData {
  is_verified: boolean;
  phone: string;
  country_code: string;
}

const countryRules = [schemaRule(countryCodeField)];
const phoneRules = [schemaRule(phoneNumberField)];

/** 'Continue', disabled while the phone form is invalid; only this button re-renders as the user types. */
function ContinueButton({ form }: { form: FormInstance<PhoneForm> }) {
  const { t } = useTranslation('account');
  const countryCode = Form.useWatch('country_code', form);
  const phoneNumber = Form.useWatch('phone_number', form);
  const valid = phoneFormSchema.safeParse({ country_code: countryCode, phone_number: phoneNumber }).success;
  return (
    <Button type="primary" size="large" htmlType="submit" disabled={!valid}>
      {t('mobile.continue')}
    </Button>
  );
}

/** The number being verified, with its 'Unverified' tag and one action (Edit, or Change Phone Number). */
function PhoneSummary({ number, action }: { number: PhoneForm; action: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <div className="phone-summary">
      <span className="phone-summary-icon" aria-hidden="true">
        <MobileOutlined aria-hidden />
      </span>
      <div className="phone-summary-text">
        <span className="phone-summary-label">{t('mobile.numberLabel')}</span>
        <span className="phone-summary-number">
          <bdi>
            {number.country_code} {number.phone_number}
          </bdi>
          <Tag color="warning" className="phone-summary-tag">
            {t('mobile.unverified')}
          </Tag>
        </span>
      </div>
      <div className="phone-summary-action">{action}</div>
    </div>
  );
}

/**
 * Gate step 2, 'Verify Mobile Number' (spec 2 and 4 "Mobile flow"): enter the number (edit mode, with a
 * cancel back to the shown number once there is one), see it as Unverified with Edit, send a code,
 * enter the 6-digit code. A successful verify marks the session's user verified, which moves the gate
 * on without a reload.
 */
export default function MobileVerificationPage() {
  const { t } = useTranslation('account');
  const { userDetails } = useLoginState();
  const known: PhoneForm | null =
    userDetails?.phone && userDetails.country_code ? { country_code: userDetails.country_code, phone_number: userDetails.phone } : null;
  /** A code sent before a reload, still valid: the page resumes at its entry, with what is left of the resend wait. */
  const [resumed] = useState(() => {
    const sent = sentCodeOf(userDetails?.id);
    return sent && { number: sent.number, resendInSeconds: Math.max(0, (sent.resendAt - Date.now()) / 1000) };
  });

  const [form] = Form.useForm<PhoneForm>();
  const [mode, setMode] = useState<Mode>(resumed ? 'code' : known ? 'unverified' : 'edit');
  const [number, setNumber] = useState<PhoneForm | null>(resumed?.number ?? known);
  /** Where Cancel in edit mode goes back to. */
  const [returnTo, setReturnTo] = useState<Mode | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [devFilled, setDevFilled] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [cooldown, startCooldown] = useCountdown(resumed?.resendInSeconds ?? 0);
  const inFlight = useRef(false);
  const verifyButton = useRef<HTMLButtonElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const phoneInput = useRef<InputRef>(null);
  /** Set when the user typed the last digit: Verify Code takes the focus once it is enabled. */
  const focusVerifyWhenReady = useRef(false);
  /** Set when the user moved to another mode, so focus follows; the first render leaves focus alone. */
  const focusOnModeChange = useRef(false);

  const go = (next: Mode) => {
    focusOnModeChange.current = true;
    setMode(next);
  };

  useEffect(() => {
    if (!focusOnModeChange.current) return;
    focusOnModeChange.current = false;
    if (mode === 'edit') phoneInput.current?.focus();
    if (mode === 'unverified') sendButton.current?.focus();
    // Code mode focuses the code input (or Verify, when the code is filled in) as it mounts.
  }, [mode]);

  useEffect(() => {
    if (!focusVerifyWhenReady.current || code.length !== ONBOARDING_OTP_LENGTH) return;
    focusVerifyWhenReady.current = false;
    verifyButton.current?.focus();
  }, [code]);

  const openEditor = (from: Mode) => {
    if (number) {
      form.setFields([
        { name: 'country_code', value: number.country_code, errors: [] },
        { name: 'phone_number', value: number.phone_number, errors: [] },
      ]);
    }
    setReturnTo(from);
    setSendError(null);
    go('edit');
  };

  /** Cancel: the number shown before editing comes back, unchanged. */
  const cancelEdit = () => {
    if (!returnTo) return;
    go(returnTo);
    setReturnTo(null);
  };

  const confirmNumber = (values: PhoneForm) => {
    const next = { country_code: values.country_code, phone_number: values.phone_number };
    const changed = !number || number.country_code !== next.country_code || number.phone_number !== next.phone_number;
    setNumber(next);
    setReturnTo(null);
    setSendError(null);
    if (changed) {
      // A code sent to the old number is of no use for the new one.
      forgetSentCode();
      setCode('');
      setCodeError(null);
      setDevFilled(false);
      startCooldown(0);
      go('unverified');
    } else {
      go(returnTo === 'code' ? 'code' : 'unverified');
    }
  };

  const sendCode = async (isResend: boolean) => {
    if (!number || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setSendError(null);
    const result = await api.post<SendOtpData>(
      'seller/add-number-send-otp',
      { country_code: number.country_code, phone: number.phone_number, type: 'sms' },
      { toast: false },
    );
    inFlight.current = false;
    setSending(false);
    if (!result.success) {
      toast.error(translateMessage(clientMessages.sendOtpFailed));
      const fieldErrors = [
        { name: 'country_code' as const, message: result.errors?.country_code },
        { name: 'phone_number' as const, message: result.errors?.phone },
      ].filter((f): f is { name: 'country_code' | 'phone_number'; message: string } => typeof f.message === 'string');
      if (fieldErrors.length > 0) {
        // The number itself was refused: back to the form, with the reason next to the field.
        setReturnTo(null);
        go('edit');
        form.setFields(fieldErrors.map((f) => ({ name: f.name, errors: [translateMessage(f.message)] })));
        return;
      }
      setSendError(translateMessage(result.message));
      return;
    }
    const sentAt = Date.now();
    if (userDetails) {
      rememberSentCode({
        userId: userDetails.id,
        number,
        expiresAt: sentAt + result.data.expires_in_seconds * 1000,
        resendAt: sentAt + RESEND_COOLDOWN_SECONDS * 1000,
      });
    }
    // Development delivery hands the code back (spec 7): it goes straight into the input (and nowhere else).
    const delivered = result.data.otp;
    setCode(delivered ?? '');
    setDevFilled(Boolean(delivered));
    setCodeError(null);
    go('code');
    startCooldown(RESEND_COOLDOWN_SECONDS);
    if (isResend) toast.success(t('mobile.codeResent'));
  };

  const verify = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!number || code.length !== ONBOARDING_OTP_LENGTH || inFlight.current) return;
    inFlight.current = true;
    setVerifying(true);
    setCodeError(null);
    const result = await api.post<VerifyMobileData>(
      'seller/verify-mobile',
      { country_code: number.country_code, phone: number.phone_number, otp: code, purpose: 'verification' },
      { toast: false },
    );
    inFlight.current = false;
    setVerifying(false);
    if (!result.success) {
      toast.error(translateMessage(clientMessages.invalidOtp));
      setCodeError(translateMessage(result.errors?.otp ?? result.errors?.phone ?? result.message));
      return;
    }
    toast.success(translateMessage(result.message));
    forgetSentCode();
    const user = sessionStore.getState().login.userDetails;
    // The gate reads is_verified from the session: updating it opens the business form.
    if (user) sessionStore.setUser({ ...user, is_verified: true, phone: result.data.phone, country_code: result.data.country_code });
  };

  const editForm = (
    <Form<PhoneForm>
      form={form}
      name="phone"
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      initialValues={number ?? { country_code: DEFAULT_COUNTRY_CODE, phone_number: '' }}
      onValuesChange={revalidateFieldsWithErrors(form)}
      onFinish={confirmNumber}
      noValidate
    >
      <div className="phone-fields">
        <Form.Item name="country_code" label={t('mobile.countryCode')} rules={countryRules} className="phone-fields-code">
          <Select
            size="large"
            allowClear
            virtual={false}
            placeholder={t('mobile.countryCodePlaceholder')}
            options={COUNTRY_CODES.map((c) => ({ value: c.code, label: t('mobile.countryOption', { code: c.code, country: c.country }) }))}
            onChange={() => {
              // A select has no typing to wait for: picking or clearing is the touch.
              void form.validateFields(['country_code']).catch(() => undefined);
            }}
          />
        </Form.Item>
        <Form.Item name="phone_number" label={t('mobile.phoneNumber')} rules={phoneRules} extra={t('mobile.phoneHint')} className="phone-fields-number">
          <Input ref={phoneInput} size="large" type="tel" inputMode="tel" autoComplete="tel-national" />
        </Form.Item>
      </div>
      <div className="onboarding-actions">
        {returnTo && (
          <Button size="large" onClick={cancelEdit}>
            {t('mobile.cancel')}
          </Button>
        )}
        <ContinueButton form={form} />
      </div>
    </Form>
  );

  const intro =
    mode === 'edit' ? t('mobile.introEdit') : mode === 'unverified' ? t('mobile.introSend') : t('mobile.codeSent', { length: ONBOARDING_OTP_LENGTH });

  return (
    <div className="onboarding-step-body">
      <h1 className="onboarding-title">{t('onboarding.mobileTitle')}</h1>
      <p className="onboarding-subtitle">{intro}</p>

      {/* The form stays mounted so edit, cancel and server errors keep its values and state. */}
      <div hidden={mode !== 'edit'}>{editForm}</div>

      {mode === 'unverified' && number && (
        <>
          <PhoneSummary
            number={number}
            action={
              <Button icon={<EditOutlined aria-hidden />} onClick={() => openEditor('unverified')} aria-label={t('mobile.editNumber')}>
                {t('mobile.edit')}
              </Button>
            }
          />
          {sendError && <Alert type="error" showIcon message={sendError} className="form-alert" />}
          <Button ref={sendButton} type="primary" size="large" block loading={sending} onClick={() => void sendCode(false)}>
            {t('mobile.send')}
          </Button>
        </>
      )}

      {mode === 'code' && number && (
        <>
          <PhoneSummary
            number={number}
            action={
              <Button type="link" className="inline-link" onClick={() => openEditor('code')}>
                {t('mobile.change')}
              </Button>
            }
          />
          {devFilled && <Alert type="info" showIcon message={t('mobile.devFilled')} className="form-alert dev-note" />}
          {sendError && <Alert type="error" showIcon message={sendError} className="form-alert" />}
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
              onComplete={() => {
                focusVerifyWhenReady.current = true;
              }}
              label={t('mobile.codeLabel')}
              autoFocus={!devFilled}
              invalid={codeError !== null}
              describedBy={codeError ? 'otp-error' : undefined}
            />
            {codeError && (
              <div id="otp-error" className="field-error" role="alert">
                {codeError}
              </div>
            )}
            <Button
              ref={verifyButton}
              type="primary"
              size="large"
              block
              htmlType="submit"
              disabled={code.length !== ONBOARDING_OTP_LENGTH}
              loading={verifying}
              autoFocus={devFilled}
              className="verify-button"
            >
              {t('mobile.verify')}
            </Button>
          </form>
          <div className="resend-row">
            {cooldown > 0 ? (
              <span className="cooldown-note" role="timer" aria-live="off">
                {t('mobile.resendIn', { seconds: cooldown })}
              </span>
            ) : (
              <Button type="link" className="inline-link" loading={sending} onClick={() => void sendCode(true)}>
                {t('mobile.resend')}
              </Button>
            )}
          </div>
        </>
      )}

      <p className="onboarding-note">
        <SafetyCertificateOutlined aria-hidden /> {t('mobile.privacy')}
      </p>
    </div>
  );
}
