import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The spec's 'Please Wait' spinner: shown while auth loads and while a screen's code downloads. */
export function PleaseWait() {
  const { t } = useTranslation();
  return (
    <div className="please-wait" role="status" aria-busy="true" aria-live="polite">
      <Spin size="large" />
      <span>{t('common.pleaseWait')}</span>
    </div>
  );
}

export default PleaseWait;
