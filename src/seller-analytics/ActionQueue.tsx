// The home's "Needs your attention": a new seller's first steps first, each with the action that does it,
// then each group of the action queue with its first items, each item linking to its record and each
// group to its list (or each of its parts to theirs), filtered as the list's own URL takes it.
import {
  AlertOutlined,
  AppstoreAddOutlined,
  CheckSquareOutlined,
  FileExclamationOutlined,
  FileSearchOutlined,
  InboxOutlined,
  MessageOutlined,
  ProfileOutlined,
  SendOutlined,
  StopOutlined,
  UploadOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { ActionQueue as Queue, QueueGroup, QueueItem, QueueKind, QueuePartKind } from '../contract/seller-analytics';
import { useTranslation } from '../i18n';
import { ErrorState, EmptyState } from '../engine/states';
import { exactTimeText, relativeTimeText } from '../components/dates';
import { formatMoney, formatNumber } from '../components/money';

type T = ReturnType<typeof useTranslation>['t'];

/** The store sections' names, as the sidebar calls them. */
const SECTION_LABELS: Record<string, string> = {
  'basic-info': 'sellerNav.storeInfo',
  'company-overview': 'sellerNav.companyOverview',
  'factory-information': 'sellerNav.factoryInfo',
  'main-markets': 'sellerNav.mainMarkets',
  'bank-details': 'sellerNav.bankDetails',
  'trade-capabilities': 'sellerNav.tradeCapabilities',
};

interface GroupView {
  icon: ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
  /** The list the group belongs to, with the filters its URL takes (src/resources/*, the chat's ?c=). */
  list: string;
  item: (item: QueueItem) => string;
  label?: (item: QueueItem, t: T) => string;
  detail: (item: QueueItem, t: T, language: string) => string | null;
}

const since = (key: string) => (item: QueueItem, t: T, language: string) => (item.since ? t(key, { age: relativeTimeText(item.since, language) }) : null);
const orderDetail = (item: QueueItem, t: T, language: string) =>
  [
    since('sellerAnalytics.placedAgo')(item, t, language),
    item.currency && item.total_minor !== null ? formatMoney(item.total_minor, item.currency, language) : null,
  ]
    .filter(Boolean)
    .join(' · ');
const withReason = (key: string) => (item: QueueItem, t: T, language: string) =>
  [since(key)(item, t, language), item.note ? t('sellerAnalytics.reason', { reason: item.note }) : null].filter(Boolean).join(' · ');
const available = (item: QueueItem, language: string) => formatNumber(item.available ?? 0, language);
/**
 * An RFQ: its number, when it was posted (or the invitation came) and when it stops taking quotes; an
 * invitation says so, and while its response window is open, how many hours are left in it.
 */
const rfqDetail = (item: QueueItem, t: T, language: string) => {
  const invited = item.respond_by !== null;
  const hoursLeft = invited ? Math.ceil((Date.parse(item.respond_by!) - Date.now()) / 3_600_000) : 0;
  return [
    invited ? t('sellerAnalytics.invitation') : null,
    item.note,
    since(invited ? 'sellerAnalytics.invitedAgo' : 'sellerAnalytics.postedAgo')(item, t, language),
    hoursLeft > 0 ? t('sellerAnalytics.respondWithin', { count: hoursLeft }) : null,
    item.until ? t('sellerAnalytics.closes', { time: relativeTimeText(item.until, language) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
};

/** The lists of a group's parts, and the label of each link. */
const PARTS: Record<QueuePartKind, { list: string; labelKey: string }> = {
  rfq_invitations: { list: '/rfq-invitations', labelKey: 'sellerAnalytics.invitationsPart' },
  rfqs_matching: { list: '/rfq-board', labelKey: 'sellerAnalytics.matchingPart' },
};

/** A new seller's first steps: what each is for, and the page that does it. */
const STEPS: Partial<Record<QueueKind, { icon: GroupView['icon']; textKey: string; actionKey: string; to: string }>> = {
  add_first_product: {
    icon: AppstoreAddOutlined,
    textKey: 'sellerAnalytics.firstProductText',
    actionKey: 'sellerAnalytics.firstProductAction',
    to: '/ProductListingForm',
  },
  upload_documents: { icon: UploadOutlined, textKey: 'sellerAnalytics.documentsText', actionKey: 'sellerAnalytics.documentsAction', to: '/documents' },
};

const GROUPS: Record<Exclude<QueueKind, 'add_first_product' | 'upload_documents'>, GroupView> = {
  orders_to_confirm: {
    icon: CheckSquareOutlined,
    list: '/Order?status=pending&sort=created_at&order=asc',
    item: (item) => `/OrderDetails/${item.id}`,
    detail: orderDetail,
  },
  orders_to_ship: {
    icon: SendOutlined,
    list: '/Order?status=confirmed&sort=created_at&order=asc',
    item: (item) => `/OrderDetails/${item.id}`,
    detail: orderDetail,
  },
  conversations_awaiting_reply: {
    icon: MessageOutlined,
    list: '/chat',
    item: (item) => `/chat?c=${encodeURIComponent(item.id)}`,
    detail: (item, t, language) => [since('sellerAnalytics.waitingFor')(item, t, language), item.note].filter(Boolean).join(' · '),
  },
  rfqs_to_quote: { icon: FileSearchOutlined, list: '/rfq-board', item: (item) => `/rfq-board/${item.id}`, detail: rfqDetail },
  out_of_stock: {
    icon: StopOutlined,
    list: '/Inventory?stock_state=out_of_stock',
    item: (item) => `/InventoryDetails/${item.id}`,
    detail: (_item, t) => t('sellerAnalytics.noneAvailable'),
  },
  low_stock: {
    icon: WarningOutlined,
    list: '/Inventory?stock_state=low_stock',
    item: (item) => `/InventoryDetails/${item.id}`,
    detail: (item, t, language) =>
      t('sellerAnalytics.availableOf', { available: available(item, language), threshold: formatNumber(item.threshold ?? 0, language) }),
  },
  below_moq: {
    icon: InboxOutlined,
    list: '/Inventory?below_moq=true',
    item: (item) => `/InventoryDetails/${item.id}`,
    detail: (item, t, language) => t('sellerAnalytics.belowMoq', { available: available(item, language), moq: formatNumber(item.moq ?? 0, language) }),
  },
  rejected_documents: {
    icon: FileExclamationOutlined,
    list: '/documents?status=rejected',
    item: () => '/documents?status=rejected',
    detail: withReason('sellerAnalytics.rejectedAgo'),
  },
  unpublished_products: {
    icon: AlertOutlined,
    list: '/ProductList?status=draft',
    item: (item) => `/ProductListingForm/${item.id}`,
    detail: withReason('sellerAnalytics.unpublishedAgo'),
  },
  incomplete_store_sections: {
    icon: ProfileOutlined,
    list: '/SellerStoreWizard',
    item: (item) => `/store/${item.id}`,
    label: (item, t) => t(SECTION_LABELS[item.id] ?? item.label),
    detail: (_item, t) => t('sellerAnalytics.completeSection'),
  },
};

function Step({ kind }: { kind: QueueKind }) {
  const { t } = useTranslation('sellerAnalytics');
  const step = STEPS[kind];
  if (!step) return null;
  const Icon = step.icon;
  return (
    <li className="sa-step">
      <Icon aria-hidden className="sa-step-icon" />
      <div className="sa-step-body">
        <h3>{t(`sellerQueue.${kind}`)}</h3>
        <p>{t(step.textKey)}</p>
      </div>
      <Link to={step.to} className="app-button is-primary sa-step-action">
        {t(step.actionKey)}
      </Link>
    </li>
  );
}

function Group({ group }: { group: QueueGroup }) {
  const { t, i18n } = useTranslation('sellerAnalytics');
  const language = i18n.resolvedLanguage ?? 'en';
  const view = GROUPS[group.kind as keyof typeof GROUPS];
  const Icon = view.icon;
  const title = t(`sellerQueue.${group.kind}`);
  const more = group.count - group.items.length;
  return (
    <li className="sa-queue-group">
      <div className="sa-queue-head">
        <h3>
          <Icon aria-hidden className="sa-queue-icon" /> {title} <span className="sa-queue-count">{formatNumber(group.count, language)}</span>
        </h3>
        {group.parts ? (
          <span className="sa-queue-parts">
            {group.parts
              .filter((part) => part.count > 0)
              .map((part) => {
                const label = t(PARTS[part.kind].labelKey, { count: part.count });
                return (
                  <Link key={part.kind} to={PARTS[part.kind].list} aria-label={`${title}: ${label}`}>
                    {label}
                  </Link>
                );
              })}
          </span>
        ) : (
          <Link to={view.list} aria-label={`${title}: ${t('sellerAnalytics.viewAll', { count: group.count })}`}>
            {t('sellerAnalytics.viewAll', { count: group.count })}
          </Link>
        )}
      </div>
      {group.kind === 'rfqs_to_quote' && group.parts?.some((part) => part.kind === 'rfq_invitations' && part.count > 0) && (
        <p className="sa-queue-note">{t('sellerAnalytics.responseRateNote')}</p>
      )}
      <ul className="sa-queue-items">
        {group.items.map((item) => {
          const detail = view.detail(item, t, language);
          return (
            <li key={item.id}>
              <Link to={view.item(item)} className="sa-queue-item">
                <span className="sa-queue-label">{view.label ? view.label(item, t) : item.label}</span>
                {detail && (
                  <span className="sa-queue-detail" title={item.since ? exactTimeText(item.since, language) : undefined}>
                    {detail}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
        {more > 0 && <li className="sa-queue-more">{t('sellerAnalytics.andMore', { count: more })}</li>}
      </ul>
    </li>
  );
}

export function ActionQueue({ queue, error, onRetry }: { queue: Queue | null; error: string | null; onRetry: () => void }) {
  const { t } = useTranslation('sellerAnalytics');
  let body;
  if (error && !queue) body = <ErrorState error={{ message: error, statusCode: 500 }} onRetry={onRetry} title={t('sellerAnalytics.queueLoadFailed')} />;
  else if (!queue) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (queue.groups.length === 0) body = <EmptyState text={t('sellerAnalytics.queueEmpty')} />;
  else {
    const steps = queue.groups.filter((group) => STEPS[group.kind]);
    const groups = queue.groups.filter((group) => !STEPS[group.kind]);
    body = (
      <>
        {steps.length > 0 && (
          <ol className="sa-steps" aria-label={t('sellerAnalytics.gettingStarted')}>
            {steps.map((group) => (
              <Step key={group.kind} kind={group.kind} />
            ))}
          </ol>
        )}
        {groups.length > 0 && (
          <ul className="sa-queue">
            {groups.map((group) => (
              <Group key={group.kind} group={group} />
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <section className="resource-card sa-card" aria-labelledby="sa-queue-title">
      <h2 id="sa-queue-title" className="form-section-title">
        {t('sellerAnalytics.queueTitle')}
      </h2>
      {body}
    </section>
  );
}
