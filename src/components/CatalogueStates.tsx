import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { Icon } from './Icon';
import type { ReactNode } from 'react';
import { translateMessage, useTranslation } from '../i18n';
import './plain-controls.css';

/** A title, a sentence and the way on: for what went wrong or is not there. Plain markup, light on first load. */
export function CatalogueNotice({
  icon,
  title,
  text,
  action,
  role,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <div className="catalogue-state catalogue-notice" role={role}>
      <span className="catalogue-notice-icon" aria-hidden>
        {icon ?? <Icon svg={WarningOutlined} aria-hidden />}
      </span>
      <h2 className="catalogue-notice-title">{title}</h2>
      {text && <p className="catalogue-notice-text">{text}</p>}
      {action}
    </div>
  );
}

/** What went wrong, in the server's words where it gave some, and a retry. */
export function CatalogueError({ title, message, onRetry }: { title: string; message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <CatalogueNotice
      role="alert"
      title={title}
      text={message ? translateMessage(message) : t('catalogue.loadFailedText')}
      action={
        <button type="button" className="plain-button" onClick={onRetry}>
          <Icon svg={ReloadOutlined} aria-hidden />
          {t('common.tryAgain')}
        </button>
      }
    />
  );
}

/** A sentence saying what would be here, and the action that changes it. */
export function CatalogueEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="catalogue-state catalogue-empty">
      <Icon svg={InboxOutlined} aria-hidden className="catalogue-empty-icon" />
      <p className="catalogue-empty-text">{text}</p>
      {action}
    </div>
  );
}
