// "Message supplier" on the buyer's order and "Message buyer" on the seller's: each starts the
// conversation (or finds the one that exists) and opens it (useOpenConversation).
import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from '../i18n';
import './chat-entry.css';
import { useOpenConversation } from './useOpenConversation';

/** "Message supplier" (buyer) or "Message buyer" (seller) on an order. */
export function OrderChatButton({ orderId, audience }: { orderId: string; audience: 'buyer' | 'seller' }) {
  const { t } = useTranslation('chat');
  const { open, busy } = useOpenConversation();
  return (
    <Button
      icon={<MessageOutlined aria-hidden />}
      loading={busy}
      onClick={() => void open({ kind: 'order', order_id: orderId }, audience === 'seller' ? '/chat' : '/messages/all')}
    >
      {audience === 'seller' ? t('chat.messageBuyer') : t('chat.messageSupplier')}
    </Button>
  );
}
