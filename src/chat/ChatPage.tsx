// The chat screen shared by the seller's /chat and the buyer's /messages/*: the conversation list
// and the open thread side by side from 900 px, one at a time below (the thread with a back button).
// The open thread is `?c=<id>` (deep links from notifications), the search `?q=`.
import { CommentOutlined, DisconnectOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useSearchParams } from 'react-router';
import { useMediaQuery } from '../components/useMediaQuery';
import type { ConversationBox } from '../contract/chat';
import { useRealtimeStatus } from '../providers/realtime';
import { ConversationList } from './ConversationList';
import { ThreadView } from './ThreadView';
import { useConversationList } from './useConversationList';
import './chat.css';

/** Below this width one pane shows at a time. */
export const TWO_PANES_QUERY = '(min-width: 900px)';
/** A blip shorter than this shows no hint. */
const RECONNECTING_HINT_DELAY_MS = 1500;

/** Where the links of a thread lead: the seller's portal pages, the buyer's, or the back office's. */
export type ChatAudience = 'seller' | 'buyer' | 'staff';

export interface ChatPageProps {
  audience: ChatAudience;
  box: ConversationBox;
  title: string;
  /** Shown beside the title (the seller's box switch, the buyer's "Contact support"). */
  actions?: ReactNode;
  /** Above the list: the box switch on the seller's page. */
  listTop?: ReactNode;
  /** What the empty list says and offers (no conversations at all in this box). */
  empty: { text: string; action?: ReactNode };
  /** Below the panes (the buyer's support requests). */
  after?: ReactNode;
}

/** 'Reconnecting…' while the live connection is down for more than a moment. */
function ConnectionHint() {
  const { t } = useTranslation('chat', 'rfq');
  const status = useRealtimeStatus();
  const down = status === 'reconnecting';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!down) return undefined;
    const timer = setTimeout(() => setShown(true), RECONNECTING_HINT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [down]);
  // The live region stays in place so that the hint is announced when it appears.
  return (
    <span role="status" className="chat-connection-slot">
      {down && shown && (
        <Tag icon={<DisconnectOutlined aria-hidden />} color="warning" className="chat-connection" title={t('chat.reconnectingHint')}>
          {t('chat.reconnecting')}
        </Tag>
      )}
    </span>
  );
}

export function ChatPage({ audience, box, title, actions, listTop, empty, after }: ChatPageProps) {
  const { t } = useTranslation('chat', 'rfq');
  const [params, setParams] = useSearchParams();
  const openId = params.get('c');
  const q = params.get('q') ?? '';
  const twoPanes = useMediaQuery(TWO_PANES_QUERY);
  const list = useConversationList({ box, q, openId });

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        // Opening a conversation is a step Back can undo; typing a search is not.
        { replace: name !== 'c' },
      ),
    [setParams],
  );

  const showList = twoPanes || !openId;
  const showThread = twoPanes || Boolean(openId);

  return (
    <div className={openId ? 'resource-page chat-page is-thread-open' : 'resource-page chat-page'}>
      <header className="chat-page-header">
        <div className="chat-page-title">
          <h1>{title}</h1>
          <ConnectionHint />
        </div>
        {actions && <div className="chat-page-actions">{actions}</div>}
      </header>
      <div className={twoPanes ? 'chat-panes is-two' : 'chat-panes is-one'}>
        {showList && (
          <section className="chat-list-pane" aria-label={t('chat.conversations')}>
            {listTop}
            <ConversationList
              list={list}
              q={q}
              openId={openId}
              onSearch={(value) => setParam('q', value || null)}
              onOpen={(id) => setParam('c', id)}
              empty={empty}
            />
          </section>
        )}
        {showThread && (
          <section className="chat-thread-pane" aria-label={t('chat.thread')}>
            {openId ? (
              <ThreadView
                key={openId}
                conversationId={openId}
                audience={audience}
                onBack={twoPanes ? undefined : () => setParam('c', null)}
                onRead={list.clearUnread}
              />
            ) : (
              <div className="chat-pick">
                <CommentOutlined aria-hidden className="chat-pick-icon" />
                <h2>{t('chat.pickTitle')}</h2>
                <p>{list.status === 'ready' && list.items.length === 0 && !q ? t('chat.pickEmpty') : t('chat.pickText')}</p>
              </div>
            )}
          </section>
        )}
      </div>
      {after}
    </div>
  );
}
