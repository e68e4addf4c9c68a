import {
  BarChartOutlined,
  BellOutlined,
  ClockCircleOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  EnvironmentOutlined,
  HeartOutlined,
  ShopOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Alert, Button, Skeleton, Tag } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { Link, useNavigate } from 'react-router';
import type { BuyerDashboard as DashboardData } from '../contract/buyer';
import { useLoginState } from '../providers/session';
import { EmptyState, ErrorState, PageHeader } from '../engine/states';
import { exactTimeText, relativeTimeText } from '../components/dates';
import { formatMoney, formatNumber } from '../components/money';
import { ORDER_STATUS_COLORS } from '../components/order-status';
import { useApiData } from '../engine/useApiData';
import './buyer-pages.css';

type Icon = ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;

const SHORTCUTS: ReadonlyArray<{ to: string; labelKey: string; textKey: string; icon: Icon }> = [
  { to: '/Product', labelKey: 'buyerShell.catalogue', textKey: 'buyerDashboard.shortcutCatalogue', icon: ShopOutlined },
  { to: '/orders/all', labelKey: 'buyerNav.myOrders', textKey: 'buyerDashboard.shortcutOrders', icon: ContainerOutlined },
  { to: '/favorites', labelKey: 'buyerNav.favorites', textKey: 'buyerDashboard.shortcutLists', icon: HeartOutlined },
  { to: '/analytics/sales', labelKey: 'buyerShell.analytics', textKey: 'buyerDashboard.shortcutAnalytics', icon: BarChartOutlined },
  { to: '/address', labelKey: 'buyerNav.address', textKey: 'buyerDashboard.shortcutAddresses', icon: EnvironmentOutlined },
  { to: '/support/contact', labelKey: 'buyerNav.contact', textKey: 'buyerDashboard.shortcutSupport', icon: CustomerServiceOutlined },
];

function FigureCard({ label, icon: IconComponent, to, children, hint }: { label: string; icon: Icon; to?: string; children: ReactNode; hint?: string }) {
  const body = (
    <>
      <span className="figure-card-label">
        <IconComponent aria-hidden />
        {label}
      </span>
      {children}
      {hint && <span className="figure-card-hint">{hint}</span>}
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className="figure-card">
          {body}
        </Link>
      ) : (
        <div className="figure-card">{body}</div>
      )}
    </li>
  );
}

/**
 * The buyer's start page at '/' and '/dashboard', inside the buyer shell: this month's orders, pending
 * orders, this month's spend per currency and unread notifications; the latest orders; shortcuts.
 */
export function BuyerDashboard() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { userDetails } = useLoginState();
  const navigate = useNavigate();
  const { data, error, reload } = useApiData<DashboardData>('/buyer/dashboard');

  const number = (value: number) => formatNumber(value, language);

  return (
    <div className="resource-page">
      <PageHeader title={t('buyerDashboard.welcome', { name: userDetails?.name ?? '' })}>
        <p className="form-section-text">{t('buyerDashboard.intro')}</p>
      </PageHeader>

      {userDetails && !userDetails.is_email_verified && (
        <Alert
          type="warning"
          showIcon
          message={t('buyerDashboard.verifyEmail')}
          action={<Link to="/verify_email">{t('buyerDashboard.verifyEmailAction')}</Link>}
        />
      )}

      {error && !data ? (
        <section className="resource-card">
          <ErrorState error={null} title={t('buyerDashboard.loadFailed')} onRetry={reload} />
        </section>
      ) : !data ? (
        <div aria-busy="true" className="figure-grid">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="figure-card">
              <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '40%' }} />
            </div>
          ))}
        </div>
      ) : (
        <>
          <ul className="figure-grid" aria-label={t('buyerDashboard.intro')}>
            <FigureCard label={t('buyerDashboard.ordersThisMonth')} icon={ContainerOutlined} to="/orders/all">
              <span className="figure-card-value">{number(data.orders_this_month)}</span>
            </FigureCard>
            <FigureCard label={t('buyerDashboard.pendingOrders')} icon={ClockCircleOutlined} to="/orders/pending">
              <span className="figure-card-value">{number(data.pending_orders)}</span>
            </FigureCard>
            <FigureCard label={t('buyerDashboard.spendThisMonth')} icon={WalletOutlined} to="/analytics/sales" hint={t('buyerDashboard.spendHint')}>
              {data.spend_this_month.length ? (
                <span className={data.spend_this_month.length > 1 ? 'figure-card-value is-list' : 'figure-card-value'}>
                  {data.spend_this_month.map((spend) => (
                    <span key={spend.currency} className="figure-card-money">
                      {formatMoney(spend.total_minor, spend.currency, language)}
                    </span>
                  ))}
                </span>
              ) : (
                <span className="figure-card-value">{t('buyerDashboard.noSpend')}</span>
              )}
            </FigureCard>
            <FigureCard label={t('buyerDashboard.unreadNotifications')} icon={BellOutlined} to="/notifications">
              <span className="figure-card-value">{number(data.unread_notifications)}</span>
            </FigureCard>
          </ul>

          <div className="buyer-dashboard-columns">
            <section className="resource-card" aria-labelledby="buyer-recent-orders">
              <div className="buyer-section-head">
                <h2 id="buyer-recent-orders">{t('buyerDashboard.recentOrders')}</h2>
                {data.recent_orders.length > 0 && <Link to="/orders/all">{t('buyerDashboard.viewAllOrders')}</Link>}
              </div>
              {data.recent_orders.length === 0 ? (
                <EmptyState
                  text={t('buyerDashboard.noOrders')}
                  action={
                    <Button type="primary" icon={<ShopOutlined aria-hidden />} onClick={() => navigate('/Product')}>
                      {t('buyerDashboard.browseProducts')}
                    </Button>
                  }
                />
              ) : (
                <ul className="buyer-order-list">
                  {data.recent_orders.map((order) => (
                    <li key={order.id}>
                      <Link to={`/orders/${encodeURIComponent(order.id)}`} className="buyer-order-row">
                        <span className="buyer-order-number">{order.number}</span>
                        <span className="buyer-order-amount">{formatMoney(order.total_minor, order.currency, language)}</span>
                        <span className="buyer-order-meta">
                          {order.supplier} ·{' '}
                          <time dateTime={order.created_at} title={exactTimeText(order.created_at, language)}>
                            {relativeTimeText(order.created_at, language)}
                          </time>
                        </span>
                        <span className="buyer-order-amount">
                          <Tag color={ORDER_STATUS_COLORS[order.status]}>{t(`buyerDashboard.status_${order.status}`)}</Tag>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="resource-card" aria-labelledby="buyer-shortcuts">
              <div className="buyer-section-head">
                <h2 id="buyer-shortcuts">{t('buyerDashboard.shortcuts')}</h2>
              </div>
              <ul className="buyer-shortcuts">
                {SHORTCUTS.map(({ to, labelKey, textKey, icon: ShortcutIcon }) => (
                  <li key={to}>
                    <Link to={to} className="buyer-shortcut">
                      <span className="buyer-shortcut-icon">
                        <ShortcutIcon aria-hidden />
                      </span>
                      <span className="buyer-shortcut-text">
                        <span>{t(labelKey)}</span>
                        <small>{t(textKey)}</small>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </>
      )}
    </div>
  );
}

export default BuyerDashboard;
