// The store's main-markets part: rows of region and share, with the running total the shares must reach.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, Form, InputNumber, Progress, Select } from 'antd';
import { MARKET_REGIONS, marketShareSchema, storeMessages } from '../contract/store';
import { translateMessage, useTranslation } from '../i18n';
import { zodRule } from '../engine/rules';
import type { FormContextValue } from '../engine/types';

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
