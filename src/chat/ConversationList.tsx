// The conversation list: search, then one row per conversation (counterpart, subject or product,
// last message with its time, unread badge), newest first, more rows as the user scrolls down.
import { CustomerServiceOutlined, FileSearchOutlined, FileTextOutlined, ReloadOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Alert, Avatar, Badge, Button, Empty, Result, Skeleton } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { SearchInput } from '../components/SearchInput';
import { chatMessages, type ConversationListItem } from '../contract/chat';
import i18n, { translateMessage, useTranslation } from '../i18n';
import { countryName } from '../components/countries';
import { relativeTimeText, exactTimeText } from '../components/dates';
import type { ConversationListState } from './useConversationList';

/** The name a row shows: the other party (with its company), or the support team. */
export function counterpartName(item: Pick<ConversationListItem, 'counterpart'>): string {
  if (!item.counterpart) return translateMessage(chatMessages.supportTeam);
  // A quote's buyer who has not written yet is known to the supplier by country only.
  if (item.counterpart.anonymous) {
    const country = countryName(item.counterpart.country, i18n.resolvedLanguage ?? 'en') ?? i18n.t('rfq.unknownCountry');
    return i18n.t('rfq.buyerFrom', { country });
  }
  return item.counterpart.company && item.counterpart.company !== item.counterpart.name
    ? `${item.counterpart.company} · ${item.counterpart.name}`
    : item.counterpart.name;
}

/** What the conversation is about, in a few words: the product, the order or the subject. */
export function topicOf(item: Pick<ConversationListItem, 'kind' | 'subject' | 'product' | 'order'>): string {
  if (item.kind === 'inquiry' && item.product) return item.product.name;
  if (item.kind === 'order' && item.order) return item.order.number;
  return item.subject;
}

export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

export function KindIcon({ kind }: { kind: ConversationListItem['kind'] }) {
  if (kind === 'order') return <FileTextOutlined aria-hidden />;
  if (kind === 'support') return <CustomerServiceOutlined aria-hidden />;
  if (kind === 'quote') return <FileSearchOutlined aria-hidden />;
  return <ShoppingOutlined aria-hidden />;
}

function Row({ item, open, onOpen }: { item: ConversationListItem; open: boolean; onOpen: () => void }) {
  const { t, i18n } = useTranslation('chat', 'rfq');
  const language = i18n.resolvedLanguage ?? 'en';
  const name = counterpartName(item);
  const unread = item.unread_count > 0;
  return (
    <li>
      <button
        type="button"
        className={['chat-row', open && 'is-open', unread && 'is-unread'].filter(Boolean).join(' ')}
        aria-current={open ? 'true' : undefined}
        onClick={onOpen}
      >
        {item.kind === 'inquiry' && item.product?.image_url ? (
          <Avatar shape="square" size={44} src={item.product.image_url} alt="" className="chat-row-avatar" />
        ) : (
          <Avatar size={44} className={`chat-row-avatar is-${item.kind}`}>
            {item.counterpart ? initialsOf(item.counterpart.company ?? item.counterpart.name) : <CustomerServiceOutlined aria-hidden />}
          </Avatar>
        )}
        <span className="chat-row-text">
          <span className="chat-row-top">
            <span className="chat-row-name">{name}</span>
            <time className="chat-row-time" dateTime={item.last_message_at} title={exactTimeText(item.last_message_at, language)}>
              {relativeTimeText(item.last_message_at, language)}
            </time>
          </span>
          <span className="chat-row-topic">
            <KindIcon kind={item.kind} /> <span className="chat-row-topic-text">{topicOf(item)}</span>
          </span>
          <span className="chat-row-bottom">
            <span className="chat-row-preview">
              {item.last_message_preview ? (
                <>
                  {item.last_message_mine && <span className="chat-row-you">{t('chat.you')} </span>}
                  {item.last_message_preview}
                </>
              ) : (
                <span className="chat-row-none">{t('chat.noMessages')}</span>
              )}
            </span>
            {unread && (
              <Badge count={item.unread_count} overflowCount={99} className="chat-row-badge" aria-label={t('chat.unreadCount', { count: item.unread_count })} />
            )}
          </span>
        </span>
      </button>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div className="chat-list-skeleton" aria-busy="true">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} active avatar={{ size: 44 }} title={{ width: '50%' }} paragraph={{ rows: 1, width: '85%' }} />
      ))}
    </div>
  );
}

/** Loads the next page when the end of the list scrolls into view (a button does the same by hand). */
function MoreRows({ onMore, loading }: { onMore: () => void; loading: boolean }) {
  const { t } = useTranslation('chat', 'rfq');
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="chat-more">
      <Button type="link" loading={loading} onClick={onMore}>
        {t('chat.loadMore')}
      </Button>
    </div>
  );
}

export interface ConversationListProps {
  list: ConversationListState;
  q: string;
  openId: string | null;
  onSearch: (q: string) => void;
  onOpen: (id: string) => void;
  empty: { text: string; action?: ReactNode };
}

export function ConversationList({ list, q, openId, onSearch, onOpen, empty }: ConversationListProps) {
  const { t } = useTranslation('chat', 'rfq');
  let body: ReactNode;
  if (list.status === 'loading') body = <ListSkeleton />;
  else if (list.status === 'error')
    body = (
      <Result
        status="warning"
        className="chat-state"
        title={t('chat.loadFailed')}
        subTitle={list.error ? translateMessage(list.error) : undefined}
        extra={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={list.reload}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    );
  else if (list.items.length === 0)
    body = q ? (
      <Empty className="chat-state" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.noMatches', { q })}>
        <Button onClick={() => onSearch('')}>{t('chat.clearSearch')}</Button>
      </Empty>
    ) : (
      <Empty
        className="chat-state chat-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong className="chat-empty-title">{t('chat.emptyTitle')}</strong>
            <span className="chat-empty-text">{empty.text}</span>
          </>
        }
      >
        {empty.action}
      </Empty>
    );
  else
    body = (
      <>
        <ul className="chat-rows" aria-label={t('chat.conversations')} aria-busy={list.loadingMore}>
          {list.items.map((item) => (
            <Row key={item.id} item={item} open={item.id === openId} onOpen={() => onOpen(item.id)} />
          ))}
        </ul>
        {list.hasMore && <MoreRows onMore={list.loadMore} loading={list.loadingMore} />}
      </>
    );

  return (
    <div className="chat-list">
      <div className="chat-list-search">
        <SearchInput value={q} onChange={onSearch} placeholder={t('chat.searchPlaceholder')} label={t('chat.searchPlaceholder')} />
      </div>
      {list.error && list.status === 'ready' && (
        <Alert
          type="warning"
          showIcon
          className="chat-list-alert"
          message={translateMessage(list.error)}
          action={
            <Button size="small" onClick={list.reload}>
              {t('common.tryAgain')}
            </Button>
          }
        />
      )}
      <div className="chat-list-scroll">{body}</div>
    </div>
  );
}
