import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n';

/** A title, a sentence and the way on: for what went wrong or is not there. Plain markup, light on first load. */
export function CatalogueNotice({ icon, title, text, action, role }: { icon?: ReactNode; title: string; text?: string; action?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <div className="catalogue-state catalogue-notice" role={role}>
      <span className="catalogue-notice-icon" aria-hidden>
        {icon ?? <WarningOutlined  aria-hidden />}
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
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      }
    />
  );
}

/** A sentence saying what would be here, and the action that changes it. */
export function CatalogueEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Empty className="catalogue-state" image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
      {action}
    </Empty>
  );
}
