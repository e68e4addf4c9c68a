// The parts of the store forms that plain fields cannot express: image uploads, the main-markets rows
// with their running total, and the password that bank-detail changes need.
import { DeleteOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, Form, Input, InputNumber, Progress, Select } from 'antd';
import { createContext, useContext, useRef, useState } from 'react';
import { MARKET_REGIONS, marketShareSchema, storeMessages } from '../contract/store';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { zodRule } from '../engine/rules';
import type { FieldWidgetProps, FormContextValue } from '../engine/types';

/** The section as last saved, for parts that show what is kept (the masked bank account). */
export const SavedSectionContext = createContext<Record<string, unknown>>({});

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

const shape = marketShareSchema.shape;
/** The list itself must have a row; each row's fields carry their own rules. */
const marketsRequired = {
  validator: async (_rule: unknown, rows: unknown[] | undefined) => {
    if (!rows || rows.length === 0) throw new Error(translateMessage(storeMessages.marketsRequired));
  },
};

/** The markets as rows of region and share, with the total the shares must reach. */
export function MarketsEditor({ form }: FormContextValue<BaseRecord>) {
  const { t } = useTranslation('store');
  const rows = (Form.useWatch('markets', form) as Array<{ region?: string; share?: number } | undefined> | undefined) ?? [];
  const total = rows.reduce((sum, row) => sum + (typeof row?.share === 'number' ? row.share : 0), 0);
  const chosen = new Set(rows.map((row) => row?.region).filter(Boolean));
  return (
    <div className="markets-editor">
      <Form.List name="markets" rules={[marketsRequired]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.length === 0 && <p className="form-section-text">{t('storePage.noMarkets')}</p>}
            {fields.map((field, index) => (
              <div key={field.key} className="markets-row">
                <Form.Item
                  name={[field.name, 'region']}
                  label={index === 0 ? t('storePage.region') : undefined}
                  rules={[zodRule(shape.region)]}
                  className="markets-region"
                >
                  <Select<string>
                    aria-label={t('storePage.regionOf', { index: index + 1 })}
                    placeholder={t('resources.choose')}
                    options={MARKET_REGIONS.map((region) => ({
                      value: region,
                      label: t(`storeRegions.${region}`),
                      disabled: chosen.has(region) && rows[index]?.region !== region,
                    }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'share']}
                  label={index === 0 ? t('storePage.share') : undefined}
                  rules={[zodRule(shape.share)]}
                  className="markets-share"
                >
                  <InputNumber<number>
                    aria-label={t('storePage.shareOf', { index: index + 1 })}
                    min={1}
                    max={100}
                    precision={0}
                    suffix="%"
                    className="input-full"
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  className={index === 0 ? 'markets-remove is-first' : 'markets-remove'}
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('storePage.removeMarket', { index: index + 1 })}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ share: Math.max(0, 100 - total) || undefined })}
              disabled={fields.length >= MARKET_REGIONS.length}
            >
              {t('storePage.addMarket')}
            </Button>
          </>
        )}
      </Form.List>
      <div className="markets-total" aria-live="polite">
        <Progress
          percent={Math.min(total, 100)}
          status={total === 100 ? 'success' : total > 100 ? 'exception' : 'normal'}
          showInfo={false}
          size="small"
          aria-label={t('storePage.sharesTotal', { total })}
        />
        <span className={total === 100 ? 'markets-total-ok' : 'markets-total-off'}>{t('storePage.sharesTotal', { total })}</span>
      </div>
    </div>
  );
}

/** The account number: once saved it is never sent back, so the box shows its mask and blank keeps it. */
export function AccountNumberInput({ id, value, onChange }: FieldWidgetProps) {
  const { t } = useTranslation('store');
  const saved = useContext(SavedSectionContext);
  const masked = typeof saved.account_number_masked === 'string' ? saved.account_number_masked : null;
  return (
    <Input
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange?.(event.target.value)}
      autoComplete="off"
      placeholder={masked ? t('storePage.accountKept', { masked }) : undefined}
    />
  );
}

/** Once bank details are saved, any change needs the account password, asked here. */
export function BankPasswordField() {
  const { t } = useTranslation('store');
  const saved = useContext(SavedSectionContext);
  if (typeof saved.account_number_masked !== 'string') return null;
  return (
    <div className="form-grid">
      <Form.Item name="current_password" label={t('storePage.currentPassword')} extra={t('storePage.currentPasswordHelp')} required className="form-field">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </div>
  );
}
