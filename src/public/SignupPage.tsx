import { ShopOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { Link, useNavigate } from 'react-router';
import type { Session } from '../contract/auth';
import { api } from '../providers/http';
import { sessionStore } from '../providers/session';
import { toast } from '../providers/toast';
import { AuthLayout } from './AuthLayout';
import { contractRule, revalidateFieldsWithErrors, useServerSubmit } from './forms';
import { PasswordInput } from './PasswordInput';
import './auth.css';

type Role = 'seller' | 'buyer';

interface SignupValues {
  role?: Role;
  name: string;
  email: string;
  password: string;
}

const FIELDS = ['role', 'name', 'email', 'password'] as const;

interface RoleChoiceProps {
  id?: string;
  value?: Role;
  onChange?: (value: Role) => void;
}

/** Two option cards, each a real radio button named exactly 'I sell' / 'I buy', with a described hint. */
function RoleChoice({ id, value, onChange }: RoleChoiceProps) {
  const { t } = useTranslation();
  const options: Array<{ value: Role; label: string; hint: string; icon: ReactNode }> = [
    { value: 'seller', label: t('signup.roleSell'), hint: t('signup.roleSellHint'), icon: <ShopOutlined aria-hidden /> },
    { value: 'buyer', label: t('signup.roleBuy'), hint: t('signup.roleBuyHint'), icon: <ShoppingCartOutlined aria-hidden /> },
  ];
  return (
    <div role="radiogroup" aria-labelledby="signup-role-label">
      <div id="signup-role-label" className="role-label">
        {t('signup.roleLegend')}
      </div>
      <Radio.Group id={id} name="role" value={value} onChange={(event) => onChange?.(event.target.value as Role)} className="role-options">
        {options.map((option) => (
          // The whole card selects; the radio inside keeps keyboard and screen-reader behaviour.
          <div key={option.value} className={value === option.value ? 'role-option is-selected' : 'role-option'} onClick={() => onChange?.(option.value)}>
            <Radio value={option.value} aria-describedby={`role-${option.value}-hint`}>
              {option.label}
            </Radio>
            <span id={`role-${option.value}-hint`} className="role-option-hint">
              {option.hint}
            </span>
            <span className="role-option-icon" aria-hidden="true">
              {option.icon}
            </span>
          </div>
        ))}
      </Radio.Group>
    </div>
  );
}

/** /signup lets the visitor choose; /seller/register preselects seller. */
export default function SignupPage({ preselectSeller = false }: { preselectSeller?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<SignupValues>();
  const { submitting, failed, error, submit } = useServerSubmit(form, FIELDS);
  // The panel beside the form speaks to whoever the visitor says they are.
  const role = Form.useWatch('role', form);

  const onFinish = (values: SignupValues) => {
    const body = { name: values.name.trim(), email: values.email.trim(), password: values.password, role: values.role };
    return submit(
      () => api.publicPost<Session>('auth/signup', body, { toast: false }),
      (session) => {
        toast.success(t('toasts.accountCreated'));
        navigate('/', { replace: true });
        sessionStore.setSession(session.token, session.user);
      },
    );
  };

  return (
    <AuthLayout title={preselectSeller ? t('signup.sellerTitle') : t('signup.title')} audience={role === 'buyer' ? 'buyer' : 'seller'}>
      <h1 className="auth-card-title">{preselectSeller ? t('signup.sellerTitle') : t('signup.title')}</h1>
      <p className="auth-card-subtitle">{preselectSeller ? t('signup.sellerSubtitle') : t('signup.subtitle')}</p>
      {failed && <Alert type="error" showIcon message={t('signup.failed')} description={error ?? undefined} className="form-alert" />}
      <Form<SignupValues>
        form={form}
        name="signup"
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        initialValues={preselectSeller ? { role: 'seller' } : undefined}
        onValuesChange={revalidateFieldsWithErrors(form)}
        onFinish={onFinish}
        noValidate
      >
        <Form.Item name="role" validateTrigger="onChange" rules={[contractRule((c) => c.signupSchema.shape.role)]}>
          <RoleChoice />
        </Form.Item>
        <Form.Item name="name" label={t('signup.name')} rules={[contractRule((c) => c.signupSchema.shape.name)]}>
          <Input autoComplete="name" size="large" />
        </Form.Item>
        <Form.Item name="email" label={t('signup.email')} extra={t('signup.emailHint')} rules={[contractRule((c) => c.signupSchema.shape.email)]}>
          <Input type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} size="large" />
        </Form.Item>
        <Form.Item name="password" label={t('signup.password')} extra={t('signup.passwordHint')} rules={[contractRule((c) => c.signupSchema.shape.password)]}>
          <PasswordInput autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('signup.submit')}
        </Button>
      </Form>
      <p className="auth-alternative">
        {t('signup.haveAccount')} <Link to="/login">{t('signup.signIn')}</Link>
      </p>
    </AuthLayout>
  );
}
