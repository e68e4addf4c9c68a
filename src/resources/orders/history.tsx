// The order page's history: every status change (and recorded payment) on a timeline.
import { Tag, Timeline } from 'antd';
import type { OrderStatus } from '../../contract/operations';
import { useTranslation } from '../../i18n';
import { EnumTag } from '../../engine/cells';
import { exactTimeText } from '../../components/dates';
import type { ShowSectionProps, ValueSet } from '../../engine/types';
import type { Order } from './cells';
import './orders.css';

const HISTORY_STATUS: ValueSet = { values: ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'], labelPrefix: 'orderStatus' };
const TIMELINE_COLOURS: Record<OrderStatus, string> = { pending: 'gold', confirmed: 'blue', shipped: 'purple', delivered: 'green', cancelled: 'gray' };

/** Every status change with who made it and when, oldest first. */
export function History({ record }: ShowSectionProps<Order>) {
  const { t, i18n } = useTranslation('rfq');
  const language = i18n.resolvedLanguage ?? 'en';
  const events = record.history ?? [];
  if (events.length === 0) return <span className="cell-empty">—</span>;
  return (
    <Timeline
      className="order-history"
      items={events.map((event) => ({
        key: event.id,
        color: TIMELINE_COLOURS[event.to_status],
        children: (
          <div className="history-item">
            <div className="history-head">
              {/* An event that keeps the status records a payment (the note says so). */}
              {event.from_status === event.to_status ? (
                <Tag color="green">{t('orders.paymentEvent')}</Tag>
              ) : (
                <EnumTag values={HISTORY_STATUS} value={event.to_status} />
              )}
              <time dateTime={event.created_at}>{exactTimeText(event.created_at, language)}</time>
            </div>
            <span className="name-cell-sub">
              {event.actor_name
                ? t('orders.by', {
                    name: event.actor_name,
                    role: event.actor_role ? t(`orders.role_${event.actor_role}`, { defaultValue: event.actor_role }) : '',
                  })
                : t('orders.bySystem')}
            </span>
            {event.note && <p className="history-note">{event.note}</p>}
          </div>
        ),
      }))}
    />
  );
}
