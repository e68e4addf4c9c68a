// /cart: the buyer's cart grouped by supplier (one order each at checkout), with quantity steppers
// that respect the minimum order, each line's problems in words, subtotals and the way to checkout.
import { DeleteOutlined, MinusOutlined, PictureOutlined, PlusOutlined, ShoppingOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Button, InputNumber, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CatalogueEmpty, CatalogueError } from '../components/CatalogueStates';
import { countryName } from '../components/countries';
import { unitName } from '../components/catalogue-format';
import { useRemote } from '../ssr/useRemote';
import { VerifiedBadge } from '../components/VerifiedBadge';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { MAX_QUANTITY, type Cart, type CartGroup, type CartItem, type CartProblem, type MoneyTotal } from '../contract/ordering';
import { responsiveImage } from '../contract/catalog-constants';
import { translateMessage, useTranslation } from '../i18n';
import type { ApiResult } from '../providers/http';
import { toast } from '../providers/toast';
import { formatMoney, formatNumber } from '../components/money';
import { emptyCart, loadCart, removeItem, setQuantity } from './api';
import { MoneyText, useLanguage } from './order-display';
import './ordering.css';

/** Totals of several groups, per currency (no conversion: there are no exchange rates). */
export function addTotals(groups: CartGroup[]): MoneyTotal[] {
  const totals: MoneyTotal[] = [];
  for (const total of groups.flatMap((group) => group.subtotals)) {
    const existing = totals.find((t) => t.currency === total.currency);
    if (existing) existing.amount_minor += total.amount_minor;
    else totals.push({ ...total });
  }
  return totals;
}

function ProblemText({ problem, item }: { problem: CartProblem; item: CartItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  switch (problem.code) {
    case 'below_minimum':
      return <>{t('cartPage.problem_below_minimum', { moq: formatNumber(problem.moq ?? item.moq, language) })}</>;
    case 'unpublished':
      return <>{t('cartPage.problem_unpublished')}</>;
    case 'price_changed':
      return (
        <>
          {t('cartPage.problem_price_changed', {
            previous: formatMoney(problem.previous_unit_price_minor ?? item.unit_price_minor, item.currency, language),
            price: formatMoney(item.unit_price_minor, item.currency, language),
          })}
        </>
      );
    case 'not_enough_stock':
      return <>{t('cartPage.problem_not_enough_stock', { available: formatNumber(problem.available ?? 0, language) })}</>;
  }
}

/** − [quantity] +: the buttons commit at once, typing commits on Enter or leaving the field. */
export function QuantityStepper({ item, busy, onChange }: { item: CartItem; busy: boolean; onChange: (quantity: number) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number | null>(item.quantity);
  const [shown, setShown] = useState(item.quantity);
  if (shown !== item.quantity) {
    // The server answered a new quantity: show it.
    setShown(item.quantity);
    setDraft(item.quantity);
  }
  const commit = (value: number | null) => {
    const quantity = Math.min(MAX_QUANTITY, Math.max(1, Math.round(value ?? item.quantity)));
    setDraft(quantity);
    if (quantity !== item.quantity) onChange(quantity);
  };
  const min = Math.max(1, item.moq);
  return (
    <div className="cart-stepper">
      <Button
        icon={<MinusOutlined aria-hidden />}
        aria-label={t('cartPage.decrease')}
        disabled={busy || item.quantity <= min}
        onClick={() => commit(Math.max(min, item.quantity - 1))}
      />
      <InputNumber<number>
        aria-label={t('cartPage.quantityOf', { name: item.name })}
        value={draft}
        min={1}
        max={MAX_QUANTITY}
        precision={0}
        inputMode="numeric"
        controls={false}
        disabled={busy}
        onChange={setDraft}
        onBlur={() => commit(draft)}
        onPressEnter={() => commit(draft)}
      />
      <Button
        icon={<PlusOutlined aria-hidden />}
        aria-label={t('cartPage.increase')}
        disabled={busy}
        onClick={() => commit(Math.max(min, item.quantity + 1))}
      />
    </div>
  );
}

function CartLine({ item, busy, onQuantity, onRemove }: { item: CartItem; busy: boolean; onQuantity: (quantity: number) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = formatMoney(item.unit_price_minor, item.currency, language);
  const unavailable = item.problems.some((p) => p.code === 'unpublished');
  return (
    <li className={unavailable ? 'cart-line is-unavailable' : 'cart-line'} data-testid="cart-line">
      <div className="cart-line-image">
        {item.cover_image_url ? <img alt="" loading="lazy" {...responsiveImage(item.cover_image_url, '64px')} /> : <PictureOutlined aria-hidden />}
      </div>
      <div className="cart-line-body">
        <Link className="cart-line-name" to={`/ProductDetails/${encodeURIComponent(item.product_id)}`}>
          {item.name}
        </Link>
        <span className="ordering-muted">
          {item.unit ? t('cartPage.unitPrice', { price, unit: unitName(t, item.unit) }) : t('cartPage.unitPricePlain', { price })}
          {' · '}
          {t('cartPage.minOrder', { quantity: formatNumber(item.moq, language) })}
        </span>
        {item.problems.length > 0 && (
          <ul className="cart-problems">
            {item.problems.map((problem) => (
              <li key={problem.code}>
                <WarningOutlined aria-hidden /> <ProblemText problem={problem} item={item} />
                {problem.code === 'price_changed' && (
                  <Button size="small" type="link" disabled={busy} onClick={() => onQuantity(item.quantity)}>
                    {t('cartPage.acceptPrice')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="cart-line-controls">
        {!unavailable && <QuantityStepper item={item} busy={busy} onChange={onQuantity} />}
        <div className="cart-line-total">
          <span className="ordering-muted">{t('cartPage.lineTotal')}</span>
          <MoneyText minor={item.line_total_minor} currency={item.currency} />
        </div>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('cartPage.removeNamed', { name: item.name })}
          disabled={busy}
          onClick={onRemove}
        >
          <span className="cart-remove-label">{t('cartPage.remove')}</span>
        </Button>
      </div>
    </li>
  );
}

function CartSkeleton() {
  return (
    <div className="ordering-layout" aria-busy>
      <div className="ordering-main">
        {[0, 1].map((n) => (
          <section key={n} className="ordering-card">
            <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 3 }} />
          </section>
        ))}
      </div>
      <aside className="ordering-aside">
        <section className="ordering-card">
          <Skeleton active paragraph={{ rows: 2 }} />
        </section>
      </aside>
    </div>
  );
}

export default function CartPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const remote = useRemote('cart', loadCart);
  // The cart as the last change answered it, until the cart is loaded again.
  const [changed, setChanged] = useState<{ base: unknown; cart: Cart } | null>(null);
  const [busyProduct, setBusyProduct] = useState<string | null>(null);
  const [emptying, setEmptying] = useState(false);
  const cart = changed && changed.base === remote.result ? changed.cart : remote.result?.success ? remote.result.data : null;

  const apply = async (productId: string | null, call: () => Promise<ApiResult<Cart>>, done?: string) => {
    setBusyProduct(productId ?? '*');
    const result = await call();
    setBusyProduct(null);
    if (!result.success) {
      toast.error(translateMessage(result.message));
      remote.retry();
      return false;
    }
    setChanged({ base: remote.result, cart: result.data });
    if (done) toast.success(done);
    return true;
  };

  const header = (
    <header className="ordering-header">
      <div>
        <Typography.Title level={1} className="ordering-title">
          {t('cartPage.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('cartPage.intro')}</Typography.Text>
      </div>
    </header>
  );

  if (!cart) {
    if (remote.result && !remote.result.success) {
      return (
        <div className="ordering-page">
          {header}
          <CatalogueError title={t('cartPage.loadFailed')} message={remote.result.message} onRetry={remote.retry} />
        </div>
      );
    }
    return (
      <div className="ordering-page">
        {header}
        <CartSkeleton />
      </div>
    );
  }

  if (cart.item_count === 0) {
    return (
      <div className="ordering-page">
        {header}
        <section className="ordering-card">
          <CatalogueEmpty
            text={t('cartPage.empty')}
            action={
              <Button type="primary" icon={<ShoppingOutlined aria-hidden />} onClick={() => navigate('/Product')}>
                {t('cartPage.browse')}
              </Button>
            }
          />
        </section>
      </div>
    );
  }

  const totals = addTotals(cart.groups);
  return (
    <div className="ordering-page">
      {header}
      <div className="ordering-layout">
        <div className="ordering-main">
          {cart.groups.map((group) => {
            const country = countryName(group.supplier.country, language);
            return (
              <section key={group.supplier.id} className="ordering-card cart-group" aria-label={t('cartPage.supplierOrder', { supplier: group.supplier.name })}>
                <header className="cart-group-head">
                  <h2>
                    {group.supplier.name} {group.supplier.verified && <VerifiedBadge />}
                  </h2>
                  {country && <span className="ordering-muted">{country}</span>}
                </header>
                <ul className="cart-lines">
                  {group.items.map((item) => (
                    <CartLine
                      key={item.product_id}
                      item={item}
                      busy={busyProduct !== null}
                      onQuantity={(quantity) => void apply(item.product_id, () => setQuantity(item.product_id, quantity))}
                      onRemove={() => void apply(item.product_id, () => removeItem(item.product_id), t('cartPage.removed', { name: item.name }))}
                    />
                  ))}
                </ul>
                <footer className="cart-group-foot">
                  <span>{t('cartPage.subtotal')}</span>
                  <span className="cart-amounts">
                    {group.subtotals.map((total) => (
                      <MoneyText key={total.currency} minor={total.amount_minor} currency={total.currency} />
                    ))}
                  </span>
                </footer>
              </section>
            );
          })}
        </div>
        <aside className="ordering-aside">
          <section className="ordering-card cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t('cartPage.summary')}</h2>
            <p className="ordering-muted">
              {t('cartPage.lines', { count: cart.item_count })} · {t('cartPage.suppliers', { count: cart.groups.length })}
            </p>
            <div className="cart-summary-total">
              <span>{t('cartPage.total')}</span>
              <span className="cart-amounts">
                {totals.map((total) => (
                  <strong key={total.currency}>{formatMoney(total.amount_minor, total.currency, language)}</strong>
                ))}
              </span>
            </div>
            {cart.problem_count > 0 && <Alert type="warning" showIcon message={t('cartPage.fixFirst', { count: cart.problem_count })} />}
            <Button type="primary" size="large" block disabled={cart.problem_count > 0 || busyProduct !== null} onClick={() => navigate('/checkout')}>
              {t('cartPage.checkout')}
            </Button>
            {/* Larger volumes or other terms: ask suppliers to quote for what is in the cart. */}
            <Button block disabled={busyProduct !== null} onClick={() => navigate('/rfq/new?from=cart')}>
              {t('rfqNav.fromCart')}
            </Button>
            <Button type="text" danger block disabled={busyProduct !== null} onClick={() => setEmptying(true)}>
              {t('cartPage.emptyCart')}
            </Button>
          </section>
        </aside>
      </div>
      <ConfirmDialog
        open={emptying}
        title={t('cartPage.emptyTitle')}
        description={t('cartPage.emptyText')}
        confirmLabel={t('cartPage.emptyConfirm')}
        cancelLabel={t('cartPage.keep')}
        onConfirm={async () => {
          if (!(await apply(null, emptyCart))) throw new Error('not emptied');
        }}
        onClose={() => setEmptying(false)}
      />
    </div>
  );
}
