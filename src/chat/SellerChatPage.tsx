// The seller's /chat, inside the seller shell: every conversation with buyers (and with support),
// narrowed by box (?box=inquiries|orders|support).
import { Button, Segmented } from 'antd';
import { useTranslation } from '../i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { CONVERSATION_BOXES, type ConversationBox } from '../contract/chat';
import { ChatPage } from './ChatPage';
import { NewSupportButton } from './NewSupportDialog';

const isBox = (value: string | null): value is ConversationBox => (CONVERSATION_BOXES as readonly (string | null)[]).includes(value);

export default function SellerChatPage() {
  const { t } = useTranslation('chat', 'rfq');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('box');
  const box: ConversationBox = isBox(requested) ? requested : 'all';

  const setBox = (next: ConversationBox) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'all') updated.delete('box');
      else updated.set('box', next);
      return updated;
    });

  const emptyText = box === 'support' ? t('chat.emptySupport') : box === 'orders' ? t('chat.emptySellerOrders') : t('chat.emptySeller');
  return (
    <ChatPage
      audience="seller"
      box={box}
      title={t('chat.sellerTitle')}
      actions={
        <NewSupportButton
          onStarted={(id) =>
            setParams((current) => {
              const updated = new URLSearchParams(current);
              if (box !== 'all') updated.set('box', 'support');
              updated.set('c', id);
              return updated;
            })
          }
        />
      }
      listTop={
        <div className="chat-boxes">
          <Segmented<ConversationBox>
            block
            size="small"
            value={box}
            onChange={setBox}
            aria-label={t('chat.boxLabel')}
            options={CONVERSATION_BOXES.map((value) => ({ value, label: t(`chat.box_${value}`) }))}
          />
        </div>
      }
      empty={{
        text: emptyText,
        action:
          box === 'support' ? undefined : (
            <Button onClick={() => navigate(box === 'orders' ? '/Order' : '/ProductList')}>
              {box === 'orders' ? t('chat.viewOrders') : t('chat.viewProducts')}
            </Button>
          ),
      }}
    />
  );
}
