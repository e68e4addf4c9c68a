// Pieces the buyer's order pages share: the status tag, the shipping steps, the history timeline,
// the address block and money in the order's currency.
import { Steps, Tag, Timeline } from 'antd';
import { useCountryName } from '../components/countries';
import { useTranslation, type TFunction } from '../i18n';
import { useMediaQuery } from '../components/useMediaQuery';
import type { OrderEvent, OrderStatus } from '../contract/operations';
import { exactTimeText } from '../components/dates';
import { formatMoney } from '../components/money';
import { quantityText } from '../components/catalogue-format';

export const STATUS_COLOURS: Record<OrderStatus, string> = { pending: 'gold', confirmed: 'blue', shipped: 'purple', delivered: 'green', cancelled: 'default' };

export function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? 'en';
}

export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status]}>{t(`orderStatus.${status}`)}</Tag>;
}

export function MoneyText({ minor, currency }: { minor: number; currency: string }) {
  const language = useLanguage();
  return <span className="ordering-money">{formatMoney(minor, currency, language)}</span>;
}

/** "1,200 pieces × €10.50": a line's quantity in its unit, grouped as the reader's language groups figures, at its unit price. */
export function lineSummaryText(
  t: TFunction,
  quantity: number,
  unitPriceMinor: number,
  currency: string,
  language: string,
  unit: string | null = null,
): string {
  return t('checkoutPage.lineSummary', { quantity: quantityText(t, quantity, unit, language), price: formatMoney(unitPriceMinor, currency, language) });
}

export const NARROW_QUERY = '(max-width: 599.98px)';
const FLOW: OrderStatus[] = ['pending', 'confirmed', 'shipped', 'delivered'];

/** Placed → confirmed → shipped → delivered, with the time each step happened (from the history). */
export function StatusSteps({ status, history }: { status: OrderStatus; history?: OrderEvent[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Four steps with dates do not fit side by side on a phone: they stack.
  const compact = useMediaQuery(NARROW_QUERY);
  const reached = (step: OrderStatus) => history?.find((event) => event.to_status === step && event.from_status !== event.to_status)?.created_at;
  const current = Math.max(0, FLOW.indexOf(status));
  return (
    <Steps
      className="ordering-steps"
      size="small"
      direction={compact ? 'vertical' : 'horizontal'}
      responsive={false}
      current={status === 'delivered' ? FLOW.length : current}
      items={FLOW.map((step) => {
        const at = reached(step);
        return { key: step, title: t(`trackingPage.step_${step}`), description: at ? <time dateTime={at}>{exactTimeText(at, language)}</time> : undefined };
      })}
    />
  );
}

/**
 * Every status change with who made it and when; a payment keeps the status and is shown as such. The
 * buyer's own changes say "you", unless the reader is a colleague reading the order for the company.
 */
export function HistoryTimeline({ history, placedByReader = true }: { history: OrderEvent[]; placedByReader?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Timeline
      className="ordering-history"
      items={history.map((event) => {
        const payment = event.from_status === event.to_status;
        return {
          key: event.id,
          color: payment ? 'green' : STATUS_COLOURS[event.to_status] === 'default' ? 'gray' : STATUS_COLOURS[event.to_status],
          children: (
            <div className="ordering-history-item">
              <div className="ordering-history-head">
                {payment ? <Tag color="green">{t('orderPage.paymentEvent')}</Tag> : <StatusTag status={event.to_status} />}
                <time dateTime={event.created_at}>{exactTimeText(event.created_at, language)}</time>
              </div>
              {event.actor_name && (
                <span className="ordering-muted">
                  {t('orderPage.by', {
                    name: event.actor_name,
                    role: event.actor_role
                      ? t(event.actor_role === 'buyer' && !placedByReader ? 'orderPage.role_colleague' : `orderPage.role_${event.actor_role}`, {
                          defaultValue: event.actor_role,
                        })
                      : '',
                  })}
                </span>
              )}
              {event.note && !payment && <p className="ordering-note">{event.note}</p>}
            </div>
          ),
        };
      })}
    />
  );
}

const ADDRESS_LINES = ['recipient', 'company', 'line1', 'line2', 'city', 'region', 'postal_code', 'country', 'phone'];

/** The order's copy of the shipping address, as a label would read it. */
export function AddressBlock({ address }: { address: Record<string, string> }) {
  const countryName = useCountryName();
  const cityLine = [address.city, address.region, address.postal_code].filter(Boolean).join(', ');
  return (
    <address className="ordering-address">
      {address.label && <strong>{address.label}</strong>}
      {address.recipient && <span>{address.recipient}</span>}
      {address.company && <span>{address.company}</span>}
      {address.line1 && <span>{address.line1}</span>}
      {address.line2 && <span>{address.line2}</span>}
      {cityLine && <span>{cityLine}</span>}
      {address.country && <span>{countryName(address.country)}</span>}
      {address.phone && <span>{address.phone}</span>}
      {Object.entries(address)
        .filter(([key]) => key !== 'label' && !ADDRESS_LINES.includes(key))
        .map(([key, value]) => (
          <span key={key}>{value}</span>
        ))}
    </address>
  );
}
