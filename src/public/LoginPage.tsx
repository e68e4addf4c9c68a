import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { Icon } from '../components/Icon';
import { useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Session } from '../contract/auth';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { sessionStore } from '../providers/session';
import { AuthLayout } from './AuthLayout';
import { contractError } from './forms';
import { returnPathFrom } from './sign-in-return';
import '../components/plain-controls.css';
import './auth.css';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

const checkField = (field: Field, value: string) => contractError((contract) => contract.loginSchema.shape[field], value);

/**
 * The sign-in page, in plain form controls rather than antd's, so the first page most visitors open
 * stays light (it is also rendered on the server, src/ssr). The inputs are uncontrolled: whatever was
 * typed before the page's script ran is what gets sent.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  // A ref, not state, so pressing Enter twice before the re-render cannot send two requests.
  const inFlight = useRef(false);

  const showError = (field: Field, message: string | undefined) => setErrors((current) => ({ ...current, [field]: message }));

  // Fields check themselves when left; one that shows an error checks again while the user types, so
  // the message goes as soon as the value is fixed (server errors included).
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const field = event.target.name as Field;
    void checkField(field, event.target.value).then((message) => showError(field, message));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target.name as Field;
    if (errors[field]) void checkField(field, event.target.value).then((message) => showError(field, message));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = new FormData(event.currentTarget);
    const values = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    const found = Object.fromEntries(await Promise.all(FIELDS.map(async (field) => [field, await checkField(field, values[field])]))) as FieldErrors;
    setErrors(found);
    if (FIELDS.some((field) => found[field])) return;

    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    const result = await api.publicPost<Session>('auth/login', { email: values.email.trim(), password: values.password }, { toast: false });
    if (!result.success) {
      inFlight.current = false;
      setSubmitting(false);
      const placed = Object.entries(result.errors ?? {}).filter(([field]) => (FIELDS as readonly string[]).includes(field));
      if (placed.length > 0)
        setErrors((current) => ({ ...current, ...Object.fromEntries(placed.map(([field, message]) => [field, translateMessage(message)])) }));
      setFailure(translateMessage(result.message));
      return;
    }
    // Still "submitting": success moves the user on. Both updates land in one render: the URL changes
    // as the authenticated route set takes over.
    navigate(returnPathFrom(location.search), { replace: true });
    sessionStore.setSession(result.data.token, result.data.user);
  };

  const fieldProps = (field: Field) => ({
    id: `login_${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `login_${field}_help` : undefined,
    onBlur,
    onChange,
  });
  const fieldError = (field: Field) =>
    errors[field] && (
      <div id={`login_${field}_help`} className="plain-field-error" role="alert">
        {errors[field]}
      </div>
    );

  return (
    <AuthLayout title={t('login.title')}>
      <h1 className="auth-card-title">{t('login.title')}</h1>
      <p className="auth-card-subtitle">{t('login.subtitle')}</p>
      {failure && (
        <div className="plain-alert is-error form-alert" role="alert">
          <Icon svg={CloseCircleFilled} aria-hidden className="plain-alert-icon" />
          <div>
            <div className="plain-alert-message">{t('login.failed')}</div>
            <div className="plain-alert-description">{failure}</div>
          </div>
        </div>
      )}
      <form name="login" className="plain-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={errors.email ? 'plain-field has-error' : 'plain-field'}>
          <label htmlFor="login_email" className="plain-label">
            {t('login.email')}
          </label>
          <input
            {...fieldProps('email')}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className="plain-input is-large"
          />
          {fieldError('email')}
        </div>
        <div className={errors.password ? 'plain-field has-error' : 'plain-field'}>
          <label htmlFor="login_password" className="plain-label">
            {t('login.password')}
          </label>
          <span className="plain-input is-large has-suffix">
            <input
              {...fieldProps('password')}
              type={passwordShown ? 'text' : 'password'}
              autoComplete="current-password"
              autoCapitalize="none"
              spellCheck={false}
            />
            {/* A real button, reachable by keyboard; its name avoids the word "password" so the field's label stays unique. */}
            <button
              type="button"
              className="password-toggle"
              aria-label={t('common.showPassword')}
              aria-pressed={passwordShown}
              title={passwordShown ? t('common.hidePassword') : t('common.showPassword')}
              onClick={() => setPasswordShown((shown) => !shown)}
            >
              {passwordShown ? <Icon svg={EyeInvisibleOutlined} aria-hidden /> : <Icon svg={EyeOutlined} aria-hidden />}
            </button>
          </span>
          {fieldError('password')}
        </div>
        <div className="auth-row-end">
          <Link to="/recovery-login">{t('login.forgot')}</Link>
        </div>
        <button type="submit" className={submitting ? 'plain-button is-primary is-large is-block is-loading' : 'plain-button is-primary is-large is-block'}>
          {submitting && <span className="plain-button-spinner" aria-hidden="true" />}
          {t('login.submit')}
        </button>
      </form>
      <p className="auth-alternative">
        {t('login.noAccount')} <Link to="/signup">{t('login.createAccount')}</Link>
      </p>
    </AuthLayout>
  );
}
