// The ways into a thread from elsewhere: "Contact supplier" on a product page, "Message supplier" on
// the buyer's order and "Message buyer" on the seller's. Each starts the conversation (or finds the
// one that exists) and opens it.
import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CreateConversationInput } from '../contract/chat';
import { translateMessage } from '../i18n';
import { toast } from '../providers/toast';
import { startConversation } from './api';
import './chat-entry.css';

/** Where the open thread lives: the seller's /chat, the buyer's inbox. */
export const threadPath = (base: '/chat' | '/messages/all' | '/messages/inquiries', id: string) => `${base}?c=${encodeURIComponent(id)}`;

/** Starts (or finds) a conversation and goes to it; failures are told in a toast. */
export function useOpenConversation() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async (input: CreateConversationInput, base: Parameters<typeof threadPath>[0]): Promise<void> => {
    setBusy(true);
    const result = await startConversation(input);
    setBusy(false);
    if (!result.success) {
      toast.error(translateMessage(result.message));
      return;
    }
    navigate(threadPath(base, result.data.id));
  };
  return { open, busy };
}

/** "Message supplier" (buyer) or "Message buyer" (seller) on an order. */
export function OrderChatButton({ orderId, audience }: { orderId: string; audience: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const { open, busy } = useOpenConversation();
  return (
    <Button icon={<MessageOutlined aria-hidden />} loading={busy} onClick={() => void open({ kind: 'order', order_id: orderId }, audience === 'seller' ? '/chat' : '/messages/all')}>
      {audience === 'seller' ? t('chat.messageBuyer') : t('chat.messageSupplier')}
    </Button>
  );
}
