// What a thread is about, above its messages: the product asked about (image, price, minimum order)
// or the order (number, status, total), with a link to it.
import { FileSearchOutlined, FileTextOutlined, PictureOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from '../i18n';
import { Link } from 'react-router';
import { formatMoney, formatNumber } from '../components/money';
import type { ConversationDetail } from '../contract/chat';
import { responsiveImage } from '../contract/catalog-constants';
import { ORDER_STATUS_COLORS } from '../components/order-status';
import { dateText } from '../components/dates';
import type { ChatAudience } from './ChatPage';

const PRODUCT_PATHS: Record<ChatAudience, string> = { seller: '/ProductListingForm/view/', buyer: '/ProductDetails/', staff: '/PublicProductDetails/' };
const ORDER_PATHS: Record<ChatAudience, string> = { seller: '/OrderDetails/', buyer: '/orders/', staff: '/admin/orders/' };
const productPath = (audience: ChatAudience, id: string) => `${PRODUCT_PATHS[audience]}${encodeURIComponent(id)}`;
const orderPath = (audience: ChatAudience, id: string) => `${ORDER_PATHS[audience]}${encodeURIComponent(id)}`;

export function ContextCard({ detail, audience }: { detail: ConversationDetail; audience: ChatAudience }) {
  const { t, i18n } = useTranslation('chat', 'rfq');
  const language = i18n.resolvedLanguage ?? 'en';
  const product = detail.product_context;
  const order = detail.order_context;
  const quote = detail.quote_context;
  if (product) {
    return (
      <section className="chat-context" aria-label={t('chat.aboutProduct')}>
        {product.image_url ? (
          <img className="chat-context-image" alt="" loading="lazy" {...responsiveImage(product.image_url, '64px')} />
        ) : (
          <span className="chat-context-image is-empty">
            <PictureOutlined aria-hidden />
          </span>
        )}
        <div className="chat-context-text">
          <Link className="chat-context-title" to={productPath(audience, product.id)}>
            {product.name}
          </Link>
          <span className="chat-context-facts">
            <span className="chat-context-price">
              {product.price_minor === null
                ? t('chat.priceOnRequest')
                : t('chat.priceFrom', { price: formatMoney(product.price_minor, product.currency, language) })}
            </span>
            <span>{t('chat.moq', { count: product.moq, quantity: formatNumber(product.moq, language) })}</span>
            {!product.available && <Tag>{t('chat.unavailable')}</Tag>}
          </span>
        </div>
      </section>
    );
  }
  if (order) {
    return (
      <section className="chat-context" aria-label={t('chat.aboutOrder')}>
        <span className="chat-context-image is-order">
          <FileTextOutlined aria-hidden />
        </span>
        <div className="chat-context-text">
          <span className="chat-context-line">
            <Link className="chat-context-title order-number" to={orderPath(audience, order.id)}>
              {order.number}
            </Link>
            <Tag color={ORDER_STATUS_COLORS[order.status] ?? 'default'}>{t(`orderStatus.${order.status}`, { defaultValue: order.status })}</Tag>
          </span>
          <span className="chat-context-facts">
            <span className="chat-context-price">{formatMoney(order.total_minor, order.currency, language)}</span>
            <span>{t('chat.placedOn', { date: dateText(order.created_at, language) })}</span>
          </span>
        </div>
      </section>
    );
  }
  if (quote) {
    // The buyer compares on the request's page; the supplier opens (and revises) its quote.
    const link =
      audience === 'buyer' ? `/rfq/mine/${encodeURIComponent(quote.rfq.id)}` : audience === 'seller' ? `/quotes/${encodeURIComponent(quote.quote.id)}` : null;
    return (
      <section className="chat-context" aria-label={t('rfqChat.aboutQuote')}>
        <span className="chat-context-image is-order">
          <FileSearchOutlined aria-hidden />
        </span>
        <div className="chat-context-text">
          <span className="chat-context-line">
            {link ? (
              <Link className="chat-context-title" to={link}>
                {quote.rfq.title}
              </Link>
            ) : (
              <span className="chat-context-title">{quote.rfq.title}</span>
            )}
            <Tag>{t(`quoteStatus.${quote.quote.status}`)}</Tag>
          </span>
          <span className="chat-context-facts">
            <span>{quote.rfq.number}</span>
            <span className="chat-context-price">{formatMoney(quote.quote.total_minor, quote.quote.currency, language)}</span>
            <span>{t('rfqChat.version', { version: quote.quote.version, date: dateText(quote.quote.valid_until, language) })}</span>
            {audience === 'seller' && quote.rfq.status === 'open' && ['submitted', 'revised', 'shortlisted', 'expired'].includes(quote.quote.status) && (
              <Link to={`/quotes/${encodeURIComponent(quote.quote.id)}?revise=1`}>{t('rfqChat.revise')}</Link>
            )}
          </span>
        </div>
      </section>
    );
  }
  return null;
}
