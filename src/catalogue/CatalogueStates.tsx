import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n';

/** What went wrong, in the server's words where it gave some, and a retry. */
export function CatalogueError({ title, message, onRetry }: { title: string; message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      className="catalogue-state"
      title={title}
      subTitle={message ? translateMessage(message) : t('catalogue.loadFailedText')}
      extra={
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
