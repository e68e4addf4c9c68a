// One conversation: who it is with, what it is about (the product or the order), the messages by
// day with read receipts, older ones loaded on scrolling up, and the composer. It marks what it
// shows as read while the tab is visible, and catches up after a reconnect.
import { ArrowLeftOutlined, CustomerServiceOutlined, ReloadOutlined } from '@ant-design/icons';
import { Avatar, Button, Result, Skeleton, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CHAT_EVENTS, chatMessages, type ConversationDetail, type ConversationReadEvent, type MessageCreatedEvent } from '../contract/chat';
import { REALTIME_READY } from '../contract/realtime';
import { translateMessage, useTranslation } from '../i18n';
import { useRealtimeEvent } from '../providers/realtime';
import { sessionStore } from '../providers/session';
import { loadConversation, markRead } from './api';
import type { ChatAudience } from './ChatPage';
import { Composer } from './Composer';
import { ContextCard } from './ContextCard';
import { counterpartName, initialsOf, KindIcon } from './ConversationList';
import { MessageList } from './MessageList';
import { threadStore, useThreadState } from './thread-store';
import { scheduleUnreadRefresh } from './unread';

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};
const isVisible = () => document.visibilityState === 'visible';

/** The conversation's record: context and members (read receipts), kept current by conversation.read. */
function useConversationDetail(id: string) {
  const [state, setState] = useState<{ detail: ConversationDetail | null; error: { message: string; status: number } | null; attempt: number }>({
    detail: null,
    error: null,
    attempt: 0,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void loadConversation(id, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState((previous) =>
        result.success
          ? { detail: result.data, error: null, attempt }
          : { detail: previous.detail, error: { message: result.message, status: result.status }, attempt },
      );
    });
    return () => controller.abort();
  }, [id, attempt]);

  useRealtimeEvent<ConversationReadEvent>(CHAT_EVENTS.conversationRead, (event) => {
    if (event.conversation_id !== id) return;
    setState((previous) => {
      if (!previous.detail) return previous;
      const members = previous.detail.members.map((member) =>
        member.user_id === event.user_id && member.last_read_seq < event.last_read_seq ? { ...member, last_read_seq: event.last_read_seq } : member,
      );
      return { ...previous, detail: { ...previous.detail, members } };
    });
  });

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { detail: state.detail, error: state.error, loading: state.attempt !== attempt || (!state.detail && !state.error), reload };
}

function ThreadSkeleton() {
  return (
    <div className="chat-thread-skeleton" aria-busy="true">
      <Skeleton active avatar title={{ width: '40%' }} paragraph={{ rows: 1, width: '60%' }} />
      <Skeleton active title={false} paragraph={{ rows: 4, width: ['70%', '45%', '60%', '35%'] }} />
    </div>
  );
}

export interface ThreadViewProps {
  conversationId: string;
  audience: ChatAudience;
  /** Phones: back to the list. */
  onBack?: () => void;
  /** This conversation was marked read (the list clears its badge). */
  onRead: (id: string) => void;
}

export function ThreadView({ conversationId, audience, onBack, onRead }: ThreadViewProps) {
  const { t } = useTranslation('chat');
  const { detail, error, reload } = useConversationDetail(conversationId);
  const thread = useThreadState(conversationId);
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true);
  const me = sessionStore.getState().login.userDetails?.id ?? null;
  /** The highest seq this tab has told the server it read. */
  const readUpTo = useRef(-1);

  useEffect(() => {
    void threadStore.open(conversationId);
  }, [conversationId]);

  useRealtimeEvent<MessageCreatedEvent>(CHAT_EVENTS.messageCreated, (event) => threadStore.receive(event.message));
  useRealtimeEvent(REALTIME_READY, () => {
    // Back after a drop: what was missed, the receipts, and the messages that waited for the connection.
    void threadStore.catchUp(conversationId);
    reload();
    threadStore.retryWaiting();
  });

  // Marks read what this visible thread shows, once per new message from the other side.
  const myRead = detail?.my_last_read_seq ?? null;
  const newest = thread.messages.length ? thread.messages[thread.messages.length - 1] : null;
  const newestFromOthers = [...thread.messages].reverse().find((message) => !message.mine) ?? null;
  useEffect(() => {
    if (!visible || myRead === null || !newest || !newestFromOthers) return;
    const already = Math.max(readUpTo.current, myRead);
    if (newestFromOthers.seq <= already) return;
    readUpTo.current = newest.seq;
    void markRead(conversationId, newest.seq).then((result) => {
      if (!result.success) {
        readUpTo.current = already;
        return;
      }
      onRead(conversationId);
      scheduleUnreadRefresh();
    });
  }, [visible, myRead, newest, newestFromOthers, conversationId, onRead]);

  if (!detail) {
    if (error)
      return (
        <div className="chat-thread">
          {onBack && <BackButton onBack={onBack} />}
          <Result
            status={error.status === 404 ? '404' : 'warning'}
            className="chat-state"
            title={error.status === 404 ? t('chat.notFoundTitle') : t('chat.threadFailed')}
            subTitle={error.status === 404 ? t('chat.notFoundText') : translateMessage(error.message)}
            extra={
              error.status === 404 ? undefined : (
                <Button icon={<ReloadOutlined aria-hidden />} onClick={reload}>
                  {t('common.tryAgain')}
                </Button>
              )
            }
          />
        </div>
      );
    return (
      <div className="chat-thread">
        {onBack && <BackButton onBack={onBack} />}
        <ThreadSkeleton />
      </div>
    );
  }

  const name = counterpartName(detail);
  const othersRead = detail.members.filter((member) => member.user_id !== me).reduce((max, member) => Math.max(max, member.last_read_seq), 0);
  return (
    <div className="chat-thread">
      <div className="chat-thread-top">
        <header className="chat-thread-head">
          {onBack && <BackButton onBack={onBack} />}
          <Avatar size={40} className={`chat-row-avatar is-${detail.kind}`}>
            {detail.counterpart ? initialsOf(detail.counterpart.company ?? detail.counterpart.name) : <CustomerServiceOutlined aria-hidden />}
          </Avatar>
          <div className="chat-thread-who">
            <h2 className="chat-thread-name">{name}</h2>
            <span className="chat-thread-subject">{detail.subject}</span>
          </div>
          <Tag icon={<KindIcon kind={detail.kind} />} className="chat-kind-tag">
            {t(`chat.kind_${detail.kind}`)}
          </Tag>
        </header>
        <ContextCard detail={detail} audience={audience} />
      </div>
      <MessageList conversationId={conversationId} thread={thread} othersRead={othersRead} />
      {detail.can_write ? (
        <Composer conversationId={conversationId} />
      ) : (
        <p className="chat-read-only" role="note">
          {translateMessage(chatMessages.readOnly)}
        </p>
      )}
    </div>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Button type="text" className="chat-back" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} aria-label={t('chat.back')}>
      <span className="chat-back-text">{t('chat.backShort')}</span>
    </Button>
  );
}
