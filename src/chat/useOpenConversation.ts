// Opening a thread from elsewhere ("Contact supplier" on a product page, the order pages' buttons), without
// any antd: the public product page uses it too.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CreateConversationInput } from '../contract/chat';
import { translateMessage } from '../i18n';
import { toast } from '../providers/toast';
import { startConversation } from './api';

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
