// The company's logo, read with the member's token (an <img> alone cannot send it), and an admin's
// upload and removal (PNG or JPEG up to 10 MB; the server checks the content too).
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useTranslation } from '../i18n';
import { api, buildUrl } from '../providers/http';
import { getToken } from '../providers/session';

const LOGO_MAX_BYTES = 10 * 1024 * 1024;

function useLogoUrl(path: string | null, version: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = getToken();
    void fetch(buildUrl(path.replace(/^\/v1/, '')), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [path, version]);
  return path ? url : null;
}

export function CompanyLogo({
  logoPath,
  version,
  name,
  editable,
  onChanged,
}: {
  logoPath: string | null;
  version: string;
  name: string;
  editable: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('companyPortal');
  const url = useLogoUrl(logoPath, version);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  const upload = async (file: File) => {
    setProblem(null);
    if (!['image/png', 'image/jpeg'].includes(file.type)) return setProblem(t('companyPortal.logoType'));
    if (file.size > LOGO_MAX_BYTES) return setProblem(t('companyPortal.logoTooLarge'));
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    const result = await api.postForm('/company/logo', body, { successToast: true });
    setBusy(false);
    if (result.success) onChanged();
  };

  return (
    <div className="company-logo-block">
      <div className="company-logo" aria-hidden={!url}>
        {url ? <img src={url} alt={t('companyPortal.logoAlt', { name })} /> : <span className="company-logo-initial">{name.slice(0, 1).toUpperCase()}</span>}
      </div>
      {editable && (
        <div className="company-logo-actions">
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg"
            className="visually-hidden"
            aria-label={t('companyPortal.uploadLogo')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <Button size="small" icon={<UploadOutlined aria-hidden />} loading={busy} onClick={() => input.current?.click()}>
            {logoPath ? t('companyPortal.replaceLogo') : t('companyPortal.uploadLogo')}
          </Button>
          {logoPath && (
            <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={() => setRemoving(true)}>
              {t('companyPortal.removeLogo')}
            </Button>
          )}
          {problem && (
            <p className="company-error" role="alert">
              {problem}
            </p>
          )}
          <ConfirmDialog
            open={removing}
            title={t('companyPortal.removeLogoTitle')}
            description={t('companyPortal.removeLogoText')}
            confirmLabel={t('companyPortal.removeLogo')}
            onConfirm={async () => {
              const result = await api.del('/company/logo', undefined, { successToast: true });
              if (result.success) onChanged();
            }}
            onClose={() => setRemoving(false)}
          />
        </div>
      )}
    </div>
  );
}
