import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { accountProfileSchema, AVATAR_MAX_BYTES, buyerMessages, type AccountProfile, type AccountProfileInput } from '../../contract/buyer';
import { translateMessage, useTranslation } from '../../i18n';
import { api } from '../../providers/http';
import { toast } from '../../providers/toast';
import { zodRule } from '../../engine/rules';
import { ErrorState, PageHeader, PageSkeleton } from '../../engine/states';
import { initialOf } from '../../components/avatar-initial';
import { FormSection, SettingsForm } from '../../engine/SettingsForm';
import { useApiData } from '../../engine/useApiData';
import { syncSessionProfile } from './session-sync';
import '../buyer-pages.css';

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const fields = accountProfileSchema.shape;

/** The photo: shown, replaced (checked here for type and size first, by content on the server) or removed. */
function AvatarSection({ profile, onChange }: { profile: AccountProfile; onChange: (profile: AccountProfile) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  const upload = async (file: File) => {
    if (!AVATAR_TYPES.includes(file.type)) return toast.error(translateMessage(buyerMessages.avatarType));
    if (file.size > AVATAR_MAX_BYTES) return toast.error(translateMessage(buyerMessages.avatarTooLarge));
    const form = new FormData();
    form.append('avatar', file);
    setBusy('upload');
    const result = await api.postForm<AccountProfile>('/account/avatar', form, { toast: false });
    setBusy(null);
    if (!result.success) return toast.error(translateMessage(result.errors?.avatar ?? result.message));
    toast.success(t('buyerAccount.avatarSaved'));
    onChange(result.data);
  };

  const remove = async () => {
    setBusy('remove');
    const result = await api.del<AccountProfile>('/account/avatar', undefined, { toast: true });
    setBusy(null);
    if (!result.success) return;
    toast.success(t('buyerAccount.avatarRemoved'));
    onChange(result.data);
  };

  return (
    <FormSection title={t('buyerAccount.photo')} text={t('buyerAccount.photoText')}>
      <div className="buyer-avatar-row">
        <Avatar size={72} src={profile.avatar_url || undefined} alt="" className="portal-user-avatar">
          {initialOf(profile.name)}
        </Avatar>
        <div className="buyer-avatar-actions">
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className="visually-hidden"
            aria-label={t('buyerAccount.choosePhoto')}
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <Button icon={<UploadOutlined aria-hidden />} loading={busy === 'upload'} disabled={busy === 'remove'} onClick={() => input.current?.click()}>
            {profile.avatar_url ? t('buyerAccount.replacePhoto') : t('buyerAccount.uploadPhoto')}
          </Button>
          {profile.avatar_url && (
            <Button icon={<DeleteOutlined aria-hidden />} danger loading={busy === 'remove'} disabled={busy === 'upload'} onClick={() => void remove()}>
              {t('buyerAccount.removePhoto')}
            </Button>
          )}
          <span className="form-section-text">{t('buyerAccount.photoHint')}</span>
        </div>
      </div>
    </FormSection>
  );
}

/** /account/profile: name, email (read only: it is the sign-in), phone and the avatar. */
export default function AccountProfilePage() {
  const { t } = useTranslation();
  const { data, error, reload, setData } = useApiData<AccountProfile>('/account/profile');
  const [form] = Form.useForm<AccountProfileInput>();

  const apply = (profile: AccountProfile) => {
    setData(profile);
    syncSessionProfile(profile);
  };

  return (
    <div className="resource-page buyer-settings-page">
      <PageHeader title={t('buyerAccount.profileTitle')}>
        <p className="form-section-text">{t('buyerAccount.profileIntro')}</p>
      </PageHeader>
      {!data ? (
        error ? (
          <ErrorState error={{ message: error, statusCode: 500 }} onRetry={reload} />
        ) : (
          <PageSkeleton />
        )
      ) : (
        <>
          <AvatarSection profile={data} onChange={apply} />
          <SettingsForm<AccountProfileInput, AccountProfile>
            form={form}
            initialValues={{ name: data.name, phone: data.phone }}
            submit={(values) => api.patch<AccountProfile>('/account/profile', { name: values.name, phone: values.phone || null }, { toast: false })}
            onSaved={apply}
            saveLabel={t('buyerAccount.saveProfile')}
          >
            <FormSection title={t('buyerAccount.details')}>
              <div className="form-grid">
                <Form.Item name="name" label={t('buyerAccount.name')} rules={[zodRule(fields.name)]} required>
                  <Input autoComplete="name" maxLength={120} />
                </Form.Item>
                <Form.Item label={t('buyerAccount.email')} htmlFor="buyer-account-email" extra={t('buyerAccount.emailHelp')}>
                  <Input id="buyer-account-email" value={data.email} readOnly disabled autoComplete="email" />
                </Form.Item>
                <Form.Item name="phone" label={t('buyerAccount.phone')} rules={[zodRule(fields.phone)]} extra={t('buyerAccount.phoneHelp')}>
                  <Input type="tel" autoComplete="tel" maxLength={30} />
                </Form.Item>
              </div>
            </FormSection>
          </SettingsForm>
        </>
      )}
    </div>
  );
}
