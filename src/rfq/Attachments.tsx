// The files of a request or a quote, each downloaded with the bearer token (never opened inline).
import { PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { RfqAttachment } from '../contract/rfq';
import { useTranslation } from '../i18n';
import { downloadAttachment } from './api';

export function Attachments({ items }: { items: RfqAttachment[] }) {
  const { t } = useTranslation('rfq');
  if (items.length === 0) return <span className="rfq-muted">{t('rfq.noAttachments')}</span>;
  return (
    <ul className="rfq-attachments">
      {items.map((item) => (
        <li key={item.id}>
          <Button type="link" icon={<PaperClipOutlined aria-hidden />} onClick={() => void downloadAttachment(item.url, item.name)}>
            {item.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}
