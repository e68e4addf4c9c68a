// The store forms' image field: a logo or banner uploaded, previewed, replaced or removed.
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { storeMessages } from '../contract/store';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import type { FieldWidgetProps } from '../engine/types';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Images uploaded in this tab are shown from memory: they become public only once the section is saved. */
const localPreviews = new Map<string, string>();

/** A logo or banner: upload, preview, replace, remove. The form holds the uploaded file's id. */
export function ImageField({ id, value, onChange }: FieldWidgetProps) {
  const { t } = useTranslation('store');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileId = typeof value === 'string' && value ? value : null;
  const preview = fileId ? (localPreviews.get(fileId) ?? `/v1/media/${fileId}`) : null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!IMAGE_TYPES.includes(file.type)) return setProblem(translateMessage(storeMessages.imageType));
    if (file.size > MAX_IMAGE_BYTES) return setProblem(translateMessage(storeMessages.imageTooLarge));
    const body = new FormData();
    body.append('file', file, file.name);
    setBusy(true);
    const result = await api.postForm<{ id: string; url: string }>('store/images', body, { toast: false });
    setBusy(false);
    if (!result.success) return setProblem(translateMessage(result.errors?.file ?? result.message));
    localPreviews.set(result.data.id, URL.createObjectURL(file));
    onChange?.(result.data.id);
  };

  return (
    <div className="store-image-field">
      <div className="store-image-preview" aria-hidden={!preview}>
        {preview ? <img src={preview} alt={t('storePage.imagePreview')} /> : <PictureOutlined className="store-image-placeholder" aria-hidden />}
      </div>
      <div className="store-image-actions">
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="file-input-hidden"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button loading={busy} onClick={() => input.current?.click()}>
          {fileId ? t('storePage.replaceImage') : t('storePage.uploadImage')}
        </Button>
        {fileId && (
          <Button type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(null)}>
            {t('storePage.removeImage')}
          </Button>
        )}
        {problem && (
          <div className="field-problem" role="alert">
            {problem}
          </div>
        )}
      </div>
    </div>
  );
}
