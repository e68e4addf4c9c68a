// The messages of a thread, oldest at the top: grouped by day, the user's own on the right with
// 'Read' under the last one the other side has read, messages not yet confirmed marked as such.
// Scrolling to the top loads the page before; new messages keep the view at the bottom when it was there.
import {
  CheckOutlined,
  ClockCircleOutlined,
  DownloadOutlined,
  ExclamationCircleOutlined,
  FileImageOutlined,
  FilePdfOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Button, Progress, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { intlLocale } from '../components/money';
import type { ChatAttachment, ChatMessage } from '../contract/chat';
import { translateMessage, useTranslation } from '../i18n';
import { exactTimeText } from '../components/dates';
import { formatFileSize } from '../components/file-size';
import { expectedProgress } from '../components/files';
import { downloadAttachment } from './api';
import { threadStore, type PendingMessage, type ThreadState } from './thread-store';

/** Within this distance of the bottom the view follows new messages. */
const STICK_TO_BOTTOM_PX = 120;
const PROGRESS_TICK_MS = 200;

function dayLabel(iso: string, language: string, t: (key: string) => string): string {
  const day = dayjs(iso).startOf('day');
  const today = dayjs().startOf('day');
  if (day.isSame(today)) return t('chat.today');
  if (day.isSame(today.subtract(1, 'day'))) return t('chat.yesterday');
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: day.year() === today.year() ? undefined : 'numeric',
  }).format(day.toDate());
}

const timeOfDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

function AttachmentChip({ name, type, size, onDownload, busy }: Pick<ChatAttachment, 'name' | 'type' | 'size'> & { onDownload?: () => void; busy?: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const pdf = type === 'application/pdf';
  const Icon = pdf ? FilePdfOutlined : FileImageOutlined;
  return (
    <span className="chat-file">
      <Icon aria-hidden className={pdf ? 'chat-file-icon is-pdf' : 'chat-file-icon is-image'} />
      <span className="chat-file-text">
        <span className="chat-file-name">{name}</span>
        <span className="chat-file-size">{formatFileSize(size, i18n.resolvedLanguage ?? 'en')}</span>
      </span>
      {onDownload && (
        <Button
          size="small"
          type="text"
          icon={<DownloadOutlined aria-hidden />}
          loading={busy}
          onClick={onDownload}
          aria-label={t('chat.download', { name })}
          className="chat-file-download"
        />
      )}
    </span>
  );
}

function Attachment({ message }: { message: ChatMessage }) {
  const [busy, setBusy] = useState(false);
  if (!message.attachment) return null;
  const { name } = message.attachment;
  return (
    <AttachmentChip
      {...message.attachment}
      busy={busy}
      onDownload={() => {
        setBusy(true);
        void downloadAttachment(message.id, name).finally(() => setBusy(false));
      }}
    />
  );
}

/** An estimated bar while an attachment uploads (fetch reports no upload progress). */
function UploadProgress({ entry }: { entry: PendingMessage }) {
  const { t } = useTranslation('chat');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!entry.file) return null;
  return (
    <Progress
      className="chat-upload-progress"
      percent={expectedProgress(now - entry.started_at, entry.file.size)}
      size="small"
      showInfo={false}
      aria-label={t('chat.uploading', { name: entry.file.name })}
    />
  );
}

function PendingBubble({ entry }: { entry: PendingMessage }) {
  const { t } = useTranslation('chat');
  return (
    <div className={`chat-message is-mine is-${entry.status}`} data-client-id={entry.client_id}>
      <div className="chat-bubble">
        {entry.file && (
          <AttachmentChip name={entry.file.name} type={entry.file.type === 'application/pdf' ? 'application/pdf' : 'image/png'} size={entry.file.size} />
        )}
        {entry.file && entry.status === 'sending' && <UploadProgress entry={entry} />}
        {entry.body && <p className="chat-body">{entry.body}</p>}
      </div>
      <div className="chat-meta" role="status">
        {entry.status === 'sending' && (
          <>
            <ClockCircleOutlined aria-hidden /> {t('chat.sending')}
          </>
        )}
        {entry.status === 'retrying' && (
          <>
            <ExclamationCircleOutlined aria-hidden className="chat-warning" /> {t('chat.retrying')}
            <Button type="link" size="small" className="chat-meta-action" onClick={() => threadStore.retry(entry.conversation_id, entry.client_id)}>
              {t('chat.retryNow')}
            </Button>
          </>
        )}
        {entry.status === 'failed' && (
          <>
            <ExclamationCircleOutlined aria-hidden className="chat-error" /> {t('chat.failed', { reason: translateMessage(entry.error ?? '') })}
            <Button type="link" size="small" className="chat-meta-action" onClick={() => threadStore.retry(entry.conversation_id, entry.client_id)}>
              {t('chat.tryAgain')}
            </Button>
            <Button type="link" size="small" danger className="chat-meta-action" onClick={() => threadStore.discard(entry.conversation_id, entry.client_id)}>
              {t('chat.remove')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function Bubble({ message, receipt, showName }: { message: ChatMessage; receipt: 'read' | 'sent' | null; showName: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <div className={message.mine ? 'chat-message is-mine' : 'chat-message'} data-seq={message.seq}>
      {showName && <span className="chat-sender">{message.sender.name}</span>}
      <div className="chat-bubble">
        <Attachment message={message} />
        {message.body && <p className="chat-body">{message.body}</p>}
      </div>
      <div className="chat-meta">
        <time dateTime={message.created_at} title={exactTimeText(message.created_at, language)}>
          {timeOfDay(message.created_at, language)}
        </time>
        {receipt === 'read' && (
          <span className="chat-receipt is-read">
            <CheckOutlined aria-hidden /> {t('chat.read')}
          </span>
        )}
        {receipt === 'sent' && (
          <span className="chat-receipt">
            <CheckOutlined aria-hidden /> {t('chat.sent')}
          </span>
        )}
      </div>
    </div>
  );
}

export interface MessageListProps {
  conversationId: string;
  thread: ThreadState;
  /** The furthest any other member has read (read receipts). */
  othersRead: number;
}

export function MessageList({ conversationId, thread, othersRead }: MessageListProps) {
  const { t, i18n } = useTranslation('chat');
  const language = i18n.resolvedLanguage ?? 'en';
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  /** Distance from the bottom before a page of older messages was put on top. */
  const fromBottom = useRef<number | null>(null);
  const stuck = useRef(true);
  const [ready, setReady] = useState(false);
  const { messages, pending } = thread;
  const firstSeq = messages[0]?.seq ?? null;
  const lastKey = `${messages[messages.length - 1]?.id ?? ''}|${pending.length}|${pending[pending.length - 1]?.client_id ?? ''}`;

  // Older messages put on top: keep what the user was reading where it was.
  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node || fromBottom.current === null) return;
    node.scrollTop = node.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [firstSeq]);

  // New messages at the bottom: follow them when the view was at the bottom (or the user sent one).
  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    if (stuck.current || pending.length > 0) node.scrollTop = node.scrollHeight;
  }, [lastKey, pending.length, thread.status]);

  // The first page is shown from its end; only then may scrolling up ask for more.
  useEffect(() => {
    if (thread.status === 'ready' && !ready) {
      const node = scroller.current;
      if (node) node.scrollTop = node.scrollHeight;
      const timer = setTimeout(() => setReady(true), 0);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [thread.status, ready]);

  const loadOlder = () => {
    const node = scroller.current;
    if (node) fromBottom.current = node.scrollHeight - node.scrollTop;
    void threadStore.loadOlder(conversationId);
  };
  const loadOlderRef = useRef(loadOlder);
  useEffect(() => {
    loadOlderRef.current = loadOlder;
  });

  useEffect(() => {
    const node = top.current;
    const root = scroller.current;
    if (!ready || !node || !root || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlderRef.current();
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ready, thread.hasOlder]);

  const onScroll = () => {
    const node = scroller.current;
    if (node) stuck.current = node.scrollHeight - node.scrollTop - node.clientHeight < STICK_TO_BOTTOM_PX;
  };

  if (thread.status === 'error' && messages.length === 0) {
    return (
      <div className="chat-messages chat-messages-state">
        <p>{translateMessage(thread.error ?? '')}</p>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void threadStore.reload(conversationId)}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  if ((thread.status === 'loading' || thread.status === 'idle') && messages.length === 0) {
    return (
      <div className="chat-messages" aria-busy="true">
        <Skeleton active title={false} paragraph={{ rows: 5, width: ['60%', '40%', '70%', '30%', '55%'] }} />
      </div>
    );
  }

  // 'Read' under my last message the other side has read; 'Sent' under my newest when it has not.
  const mine = messages.filter((message) => message.mine);
  const lastRead = [...mine].reverse().find((message) => message.seq <= othersRead) ?? null;
  const newestMine = mine[mine.length - 1] ?? null;
  const receiptFor = (message: ChatMessage): 'read' | 'sent' | null => {
    if (message === lastRead) return 'read';
    if (message === newestMine && message !== lastRead) return 'sent';
    return null;
  };

  const rows: ReactNode[] = [];
  let day = '';
  let previousSender: string | null = null;
  const addDay = (iso: string) => {
    const key = dayjs(iso).format('YYYY-MM-DD');
    if (key === day) return;
    day = key;
    previousSender = null;
    rows.push(
      <div key={`day-${key}`} className="chat-day" role="separator">
        <span>{dayLabel(iso, language, t)}</span>
      </div>,
    );
  };
  for (const message of messages) {
    addDay(message.created_at);
    rows.push(<Bubble key={message.id} message={message} receipt={receiptFor(message)} showName={!message.mine && previousSender !== message.sender.id} />);
    previousSender = message.sender.id;
  }
  for (const entry of pending) {
    addDay(entry.created_at);
    rows.push(<PendingBubble key={entry.client_id} entry={entry} />);
  }

  return (
    <div ref={scroller} className="chat-messages" role="log" aria-label={t('chat.messages')} onScroll={onScroll}>
      <div ref={top} className="chat-history-top">
        {thread.hasOlder ? (
          <Button type="link" size="small" loading={thread.loadingOlder} onClick={loadOlder}>
            {thread.olderFailed ? t('chat.olderFailed') : t('chat.loadOlder')}
          </Button>
        ) : messages.length > 0 ? (
          <span className="chat-history-start">{t('chat.beginning')}</span>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <div className="chat-no-messages">
          <strong>{t('chat.noMessages')}</strong>
          <span>{t('chat.noMessagesText')}</span>
        </div>
      ) : (
        rows
      )}
    </div>
  );
}
