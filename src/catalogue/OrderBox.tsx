import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { Icon } from '../components/Icon';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CatalogueProductDetails } from '../contract/public-catalog';
import { translateMessage, useTranslation } from '../i18n';
import { addToCart as addToCartCall } from '../ordering/cart-api';
import { useLoginState } from '../providers/session';
import { formatMoney } from '../components/money';
import { quantityText, stockShortfallText, unitName } from '../components/catalogue-format';
import { lineTotalFor, minimumQuantity, nextBreakAfter, unitPriceFor } from './price-table';
import { loginPathFor } from '../public/sign-in-return';
import '../components/plain-controls.css';

export interface OrderBoxProps {
  product: CatalogueProductDetails;
  quantity: number | null;
  onQuantity: (quantity: number | null) => void;
}

type Outcome = { kind: 'added'; quantity: number } | { kind: 'failed'; message: string } | null;

/**
 * Quantity (from the minimum order), the unit price of the matching tier and the line total, live;
 * "Add to cart" for a signed-in buyer, the sign-in page (and back) for a visitor; closed, saying why,
 * while too little is in stock for the minimum order.
 */
export function OrderBox({ product, quantity, onQuantity }: OrderBoxProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const location = useLocation();
  const { token, userDetails } = useLoginState();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inputId = useId();
  const errorId = useId();
  const stockId = useId();

  const moq = minimumQuantity(product);
  const unitPrice = quantity === null ? null : unitPriceFor(product, quantity);
  const total = quantity === null ? null : lineTotalFor(product, quantity);
  const nextBreak = nextBreakAfter(product, quantity ?? moq);
  const tooFew = quantity !== null && quantity < moq;
  const unit = unitName(t, product.unit);
  const canBuy = Boolean(token && userDetails?.roles.includes('buyer'));
  // Too little in stock for the minimum order: nobody can order it, signed in or not, until a restock.
  const shortfall = stockShortfallText(t, product, language);
  const money = (minor: number) => formatMoney(minor, product.currency, language);

  const addToCart = async () => {
    if (!token) {
      navigate(loginPathFor(location));
      return;
    }
    if (quantity === null || unitPrice === null) return;
    setBusy(true);
    setOutcome(null);
    const result = await addToCartCall(product.id, quantity);
    setBusy(false);
    setOutcome(result.success ? { kind: 'added', quantity } : { kind: 'failed', message: translateMessage(result.message) });
  };

  return (
    <section className="catalogue-order" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="catalogue-section-title">
        {t('catalogue.orderTitle')}
      </h2>
      {shortfall && (
        <div id={stockId} className="catalogue-stock-notice is-block" data-testid="stock-notice">
          <Icon svg={WarningOutlined} aria-hidden />
          <span className="catalogue-stock-notice-text">
            <strong>{shortfall}</strong>
            <span>{t('catalogue.orderWhenRestocked')}</span>
          </span>
        </div>
      )}
      <div className="catalogue-order-row">
        <label htmlFor={inputId} className="catalogue-order-label">
          {unit ? t('catalogue.quantityIn', { unit }) : t('catalogue.quantity')}
        </label>
        <input
          id={inputId}
          className="plain-input is-large catalogue-order-quantity"
          type="number"
          inputMode="numeric"
          min={moq}
          step={1}
          value={quantity ?? ''}
          aria-invalid={tooFew || quantity === null}
          aria-describedby={errorId}
          onChange={(event) => {
            setOutcome(null);
            const value = Number(event.target.value);
            onQuantity(event.target.value.trim() === '' || !Number.isFinite(value) ? null : Math.floor(value));
          }}
          // Below the minimum order (or emptied), the box goes back to the minimum when left.
          onBlur={() => {
            if (quantity === null || quantity < moq) onQuantity(moq);
          }}
        />
      </div>
      <p id={errorId} className={tooFew || quantity === null ? 'catalogue-order-hint is-error' : 'catalogue-order-hint'}>
        {t('catalogue.orderMinimum', { quantity: quantityText(t, moq, product.unit, language) })}
      </p>
      <dl className="catalogue-order-figures" aria-live="polite">
        <div>
          <dt>{t('catalogue.unitPrice')}</dt>
          <dd className="catalogue-money" data-testid="order-unit-price">
            {unitPrice === null ? '—' : money(unitPrice)}
          </dd>
        </div>
        <div>
          <dt>{t('catalogue.lineTotal')}</dt>
          <dd className="catalogue-money is-total" data-testid="order-total">
            {total === null ? '—' : money(total)}
          </dd>
        </div>
      </dl>
      {nextBreak && !tooFew && (
        <p className="catalogue-order-hint">
          {t('catalogue.orderNextBreak', { quantity: quantityText(t, nextBreak.from, product.unit, language), price: money(nextBreak.priceMinor) })}
        </p>
      )}
      <button
        type="button"
        className={busy ? 'plain-button is-primary is-large is-block is-loading' : 'plain-button is-primary is-large is-block'}
        disabled={shortfall !== null || (Boolean(token) && (!canBuy || unitPrice === null))}
        aria-describedby={shortfall ? stockId : undefined}
        onClick={() => {
          if (!busy) void addToCart();
        }}
      >
        {busy ? <span className="plain-button-spinner" aria-hidden="true" /> : <Icon svg={ShoppingCartOutlined} aria-hidden />}
        {t('catalogue.addToCart')}
      </button>
      {!token && !shortfall && <p className="catalogue-order-hint">{t('catalogue.signInToOrder')}</p>}
      {token && !canBuy && <p className="catalogue-order-hint">{t('catalogue.buyersOnly')}</p>}
      {outcome?.kind === 'added' && (
        <p className="catalogue-order-added" role="status">
          <Icon svg={CheckCircleFilled} aria-hidden /> {t('catalogue.addedToCart', { quantity: quantityText(t, outcome.quantity, product.unit, language) })}{' '}
          <Link to="/cart">{t('catalogue.viewCart')}</Link>
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <div className="plain-alert is-error" role="alert">
          <Icon svg={CloseCircleFilled} aria-hidden className="plain-alert-icon" />
          <span>{outcome.message}</span>
        </div>
      )}
    </section>
  );
}
