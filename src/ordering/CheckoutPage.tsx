// /checkout: shipping address from the address book, payment by bank transfer or agreed terms (no
// card data), a note, the review by supplier and 'Place orders'. One Idempotency-Key per attempt:
// sending the same order again (a retry after a lost answer, a second click) reuses it, so the
// server places it once; changing anything makes a new attempt with a new key.
import { ArrowLeftOutlined, EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Radio, Result, Skeleton, Space, Typography } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CatalogueError } from '../components/CatalogueStates';
import { useCountryName } from '../components/countries';
import type { Address } from '../contract/addresses';
import { checkoutSchema, PAYMENT_METHODS, type Cart, type CheckoutInput, type CheckoutResult, type PaymentMethod } from '../contract/ordering';
import { translateMessage, useTranslation } from '../i18n';
import { toast } from '../providers/toast';
import { formatMoney } from '../components/money';
import { loadAddresses, loadCart, newIdempotencyKey, placeOrders } from './api';
import { addTotals } from './CartPage';
import { lineSummaryText, MoneyText, StatusTag, useLanguage } from './order-display';
import './ordering.css';
import type { ApprovalRequest, CompanyCheck, OrderPreviewResult } from '../contract/company-approvals';
import { api } from '../providers/http';
import { useCompany } from '../company/company-store';

// A company member's notices (what rules and limits make of the order) load only for members.
const notices = () => import('../company/CompanyCheckNotice');
const CompanyCheckPreview = lazy(() => notices().then((m) => ({ default: m.CompanyCheckPreview })));
const LimitRefusal = lazy(() => notices().then((m) => ({ default: m.LimitRefusal })));
const AwaitingApproval = lazy(() => notices().then((m) => ({ default: m.AwaitingApproval })));

/** The lines of the cart as checkout sends them: what the buyer sees, at the price shown. */
export function checkoutLines(cart: Cart): CheckoutInput['lines'] {
  return cart.groups.flatMap((group) =>
    group.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity, unit_price_minor: item.unit_price_minor })),
  );
}

/** Keeps one key per attempt: the same request gets the same key, a changed one a new key. */
export function useAttemptKey() {
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  return (input: CheckoutInput) => {
    const signature = JSON.stringify(input);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    return attempt.current.key;
  };
}

function AddressChoice({ address }: { address: Address }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  return (
    <span className="checkout-address">
      <strong>
        {address.label} {address.is_default_shipping && <span className="ordering-muted">· {t('checkoutPage.defaultShipping')}</span>}
      </strong>
      <span>
        {address.contact_name}, {address.line1}
        {address.line2 ? `, ${address.line2}` : ''}
      </span>
      <span className="ordering-muted">
        {[address.city, address.state, address.postal_code, countryName(address.country)].filter(Boolean).join(', ')} · {address.phone}
      </span>
    </span>
  );
}

function Placed({ result }: { result: CheckoutResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = result.orders.length;
  return (
    <Result
      status="success"
      title={<h2 className="checkout-placed-title">{t('checkoutPage.placedTitle', { count })}</h2>}
      subTitle={t('checkoutPage.placedText')}
      extra={[
        <Button key="orders" type="primary" onClick={() => navigate('/orders/all')}>
          {t('checkoutPage.myOrders')}
        </Button>,
        <Button key="shop" onClick={() => navigate('/Product')}>
          {t('checkoutPage.continueShopping')}
        </Button>,
      ]}
    >
      <ul className="checkout-placed" data-testid="placed-orders">
        {result.orders.map((order) => (
          <li key={order.id}>
            <Link to={`/orders/${encodeURIComponent(order.id)}`} className="order-number">
              {order.number}
            </Link>
            <span>{order.supplier.name}</span>
            <MoneyText minor={order.total_minor} currency={order.currency} />
            <StatusTag status={order.status} />
          </li>
        ))}
      </ul>
    </Result>
  );
}

export default function CheckoutPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [cart, setCart] = useState<Cart | null>(null);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [payment, setPayment] = useState<PaymentMethod>('bank_transfer');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<CheckoutResult | null>(null);
  const keyFor = useAttemptKey();
  const inCompany = useCompany().mine !== null;
  const [preview, setPreview] = useState<{ body: string; check: CompanyCheck | null } | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [awaiting, setAwaiting] = useState<ApprovalRequest | null>(null);

  // A company member is told before the click what the company's rules and limits make of this order.
  const previewBody = cart && addressId ? JSON.stringify({ address_id: addressId, payment_method: payment, lines: checkoutLines(cart) }) : null;
  useEffect(() => {
    if (!inCompany || !previewBody) return;
    const controller = new AbortController();
    void api
      .post<OrderPreviewResult>('orders/preview', JSON.parse(previewBody), { toast: false, signal: controller.signal })
      .then((result) => !controller.signal.aborted && setPreview({ body: previewBody, check: result.success ? result.data.company : null }));
    return () => controller.abort();
  }, [inCompany, previewBody]);
  // The answer for what the page shows now; an older one is not shown while the next is asked for.
  const check = inCompany && preview?.body === previewBody ? preview.check : null;

  useEffect(() => {
    const controller = new AbortController();
    void Promise.all([loadCart(controller.signal), loadAddresses(controller.signal)]).then(([cartResult, addressResult]) => {
      if (controller.signal.aborted) return;
      if (!cartResult.success || !addressResult.success) {
        setFailed((cartResult.success ? addressResult : cartResult).message);
        return;
      }
      setFailed(null);
      setCart(cartResult.data);
      setAddresses(addressResult.data);
      setAddressId((current) => current ?? (addressResult.data.find((a) => a.is_default_shipping) ?? addressResult.data[0])?.id ?? null);
    });
    return () => controller.abort();
  }, [attempt]);

  const header = (
    <header className="ordering-header">
      <div>
        <Link to="/cart" className="ordering-back">
          <ArrowLeftOutlined aria-hidden /> {t('checkoutPage.backToCart')}
        </Link>
        <Typography.Title level={1} className="ordering-title">
          {t('checkoutPage.title')}
        </Typography.Title>
      </div>
    </header>
  );

  if (awaiting) {
    return (
      <div className="ordering-page">
        <section className="ordering-card">
          <Suspense fallback={<Skeleton active />}>
            <AwaitingApproval request={awaiting} />
          </Suspense>
        </section>
      </div>
    );
  }
  if (placed) {
    return (
      <div className="ordering-page">
        <section className="ordering-card">
          <Placed result={placed} />
        </section>
      </div>
    );
  }
  if (failed) {
    return (
      <div className="ordering-page">
        {header}
        <CatalogueError title={t('checkoutPage.loadFailed')} message={failed} onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  }
  if (!cart || !addresses) {
    return (
      <div className="ordering-page">
        {header}
        <section className="ordering-card" aria-busy>
          <Skeleton active paragraph={{ rows: 6 }} />
        </section>
      </div>
    );
  }
  if (cart.item_count === 0) {
    return (
      <div className="ordering-page">
        {header}
        <Alert type="info" showIcon message={t('checkoutPage.emptyCart')} action={<Link to="/Product">{t('checkoutPage.continueShopping')}</Link>} />
      </div>
    );
  }

  const submit = async () => {
    const input: CheckoutInput = {
      address_id: addressId ?? '',
      payment_method: payment,
      lines: checkoutLines(cart),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const parsed = checkoutSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setRefusal(null);
    setPlacing(true);
    const result = await placeOrders(parsed.data, keyFor(parsed.data));
    setPlacing(false);
    if (result.success) {
      // 202: a company member's order waits for an approver instead of being placed.
      const request = (result.data as CheckoutResult & { approval_request?: ApprovalRequest }).approval_request;
      if (request) setAwaiting(request);
      else setPlaced(result.data);
      return;
    }
    setErrors(result.errors ?? {});
    toast.error(translateMessage(result.message));
    if (result.status === 409 && result.details) setRefusal(result.details);
    // A line refused (price, minimum, stock): the cart shows why, in words.
    if (Object.keys(result.errors ?? {}).some((field) => field.startsWith('lines.'))) setAttempt((n) => n + 1);
  };

  const totals = addTotals(cart.groups);
  const orderCount = cart.groups.length;
  const lineError = (productId: string) => {
    const index = checkoutLines(cart).findIndex((line) => line.product_id === productId);
    return Object.entries(errors).find(([field]) => field.startsWith(`lines.${index}.`))?.[1];
  };

  return (
    <div className="ordering-page">
      {header}
      {cart.problem_count > 0 && (
        <Alert
          className="ordering-alert"
          type="warning"
          showIcon
          message={t('checkoutPage.cartHasProblems')}
          action={<Link to="/cart">{t('checkoutPage.fixInCart')}</Link>}
        />
      )}
      <div className="ordering-layout">
        <div className="ordering-main">
          <section className="ordering-card" aria-labelledby="checkout-address">
            <h2 id="checkout-address">
              <EnvironmentOutlined aria-hidden /> {t('checkoutPage.addressTitle')}
            </h2>
            {addresses.length === 0 ? (
              <Alert type="info" showIcon message={t('checkoutPage.noAddress')} action={<Link to="/address">{t('checkoutPage.addAddress')}</Link>} />
            ) : (
              <>
                <p className="ordering-muted">{t('checkoutPage.addressHelp')}</p>
                <Radio.Group
                  className="checkout-choices"
                  value={addressId}
                  onChange={(event) => setAddressId(event.target.value as string)}
                  aria-label={t('checkoutPage.addressTitle')}
                >
                  {addresses.map((address) => (
                    <Radio key={address.id} value={address.id} className="checkout-choice">
                      <AddressChoice address={address} />
                    </Radio>
                  ))}
                </Radio.Group>
                {errors.address_id && <p className="ordering-error">{translateMessage(errors.address_id)}</p>}
                <Link to="/address" className="checkout-manage">
                  <PlusOutlined aria-hidden /> {t('checkoutPage.manageAddresses')}
                </Link>
              </>
            )}
          </section>

          <section className="ordering-card" aria-labelledby="checkout-payment">
            <h2 id="checkout-payment">{t('checkoutPage.paymentTitle')}</h2>
            <Radio.Group
              className="checkout-choices"
              value={payment}
              onChange={(event) => setPayment(event.target.value as PaymentMethod)}
              aria-label={t('checkoutPage.paymentTitle')}
            >
              {PAYMENT_METHODS.map((method) => (
                <Radio key={method} value={method} className="checkout-choice">
                  <span className="checkout-address">
                    <strong>{t(method === 'bank_transfer' ? 'checkoutPage.bankTransfer' : 'checkoutPage.agreedTerms')}</strong>
                    <span className="ordering-muted">{t(method === 'bank_transfer' ? 'checkoutPage.bankTransferHelp' : 'checkoutPage.agreedTermsHelp')}</span>
                  </span>
                </Radio>
              ))}
            </Radio.Group>
            <p className="checkout-nocard">{t('checkoutPage.noCard')}</p>
          </section>

          <section className="ordering-card" aria-labelledby="checkout-note">
            <h2 id="checkout-note">{t('checkoutPage.noteTitle')}</h2>
            <Input.TextArea
              aria-labelledby="checkout-note"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={1000}
              rows={3}
              showCount
              placeholder={t('checkoutPage.notePlaceholder')}
              status={errors.note ? 'error' : undefined}
            />
            {errors.note && <p className="ordering-error">{translateMessage(errors.note)}</p>}
          </section>
        </div>

        <aside className="ordering-aside">
          <section className="ordering-card" aria-labelledby="checkout-review">
            <h2 id="checkout-review">{t('checkoutPage.reviewTitle')}</h2>
            {cart.groups.map((group) => (
              <div key={group.supplier.id} className="checkout-review-group">
                <h3>{t('checkoutPage.orderWith', { supplier: group.supplier.name })}</h3>
                <ul>
                  {group.items.map((item) => {
                    const problem = lineError(item.product_id);
                    return (
                      <li key={item.product_id}>
                        <span className="checkout-review-name">{item.name}</span>
                        <span className="ordering-muted">{lineSummaryText(t, item.quantity, item.unit_price_minor, item.currency, language, item.unit)}</span>
                        <MoneyText minor={item.line_total_minor} currency={item.currency} />
                        {problem && <span className="ordering-error">{translateMessage(problem)}</span>}
                      </li>
                    );
                  })}
                </ul>
                <div className="cart-group-foot">
                  <span>{t('cartPage.subtotal')}</span>
                  <span className="cart-amounts">
                    {group.subtotals.map((total) => (
                      <MoneyText key={total.currency} minor={total.amount_minor} currency={total.currency} />
                    ))}
                  </span>
                </div>
              </div>
            ))}
            <div className="cart-summary-total">
              <span>{t('cartPage.total')}</span>
              <Space direction="vertical" size={0} className="cart-amounts">
                {totals.map((total) => (
                  <strong key={total.currency}>{formatMoney(total.amount_minor, total.currency, language)}</strong>
                ))}
              </Space>
            </div>
            {(check || refusal !== null) && (
              <Suspense fallback={null}>
                {refusal !== null ? (
                  <LimitRefusal details={refusal} />
                ) : (
                  check && (
                    <CompanyCheckPreview check={check} supplierName={(id) => cart.groups.find((group) => group.supplier.id === id)?.supplier.name ?? '—'} />
                  )
                )}
              </Suspense>
            )}
            <Button
              type="primary"
              size="large"
              block
              loading={placing}
              disabled={cart.problem_count > 0 || addresses.length === 0}
              onClick={() => void submit()}
            >
              {t('checkoutPage.placeOrders', { count: orderCount })}
            </Button>
          </section>
        </aside>
      </div>
    </div>
  );
}
