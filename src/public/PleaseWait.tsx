import { useTranslation } from '../i18n';

/**
 * The spec's 'Please Wait' spinner: shown while auth loads and while a screen's code downloads. Plain
 * markup and CSS, so the app's entry needs no antd to show it.
 */
export function PleaseWait() {
  const { t } = useTranslation();
  return (
    <div className="please-wait" role="status" aria-busy="true" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('common.pleaseWait')}</span>
    </div>
  );
}

export default PleaseWait;
