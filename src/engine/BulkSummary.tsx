import { Modal } from 'antd';
import { translateMessage, useTranslation } from '../i18n';
import { useFormDeclaration } from './form-declaration';
import { fieldLabelKey } from './rules';
import type { BulkAction, BulkResult, Resource } from './types';

/** What a bulk action did: how many were done, and why each of the others was not. Loaded on its first result. */
export function BulkSummary({
  resource,
  result,
  action,
  onClose,
}: {
  resource: Resource;
  result: { action: BulkAction; outcome: BulkResult } | null;
  action?: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { declaration: form } = useFormDeclaration(resource);
  /** "Category, Description and Images": the form's own labels of the fields a record lacks. */
  const fieldList = (fields: string[]) =>
    new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'conjunction' }).format(
      fields.map((field) => {
        const key = fieldLabelKey(form, field);
        return key ? t(key) : field;
      }),
    );
  return (
    <Modal open={result !== null} title={action} onCancel={onClose} onOk={onClose} cancelButtonProps={{ hidden: true }} okText={t('resources.close')}>
      {result && (
        <div className="bulk-summary">
          <p>{t('resources.bulkDone', { count: result.outcome.done.length })}</p>
          {result.outcome.failed.length > 0 && (
            <>
              <p className="bulk-summary-failed">{t('resources.bulkFailed', { count: result.outcome.failed.length })}</p>
              <ul className="bulk-failures">
                {result.outcome.failed.map((failure) => (
                  <li key={failure.id}>
                    {failure.name && <span className="bulk-failure-name">{failure.name}: </span>}
                    {translateMessage(failure.message)}
                    {failure.missing && failure.missing.length > 0 && (
                      <div className="bulk-failure-missing">{t('resources.bulkMissing', { fields: fieldList(failure.missing) })}</div>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
