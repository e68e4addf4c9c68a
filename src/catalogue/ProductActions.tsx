import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import { Icon } from '../components/Icon';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ListMembership } from '../contract/lists';
import { translateMessage, useTranslation } from '../i18n';
import { useOpenConversation } from '../chat/useOpenConversation';
import { api } from '../providers/http';
import { useLoginState } from '../providers/session';
import { toast } from '../providers/toast';
import { loginPathFor } from '../public/sign-in-return';
import '../components/plain-controls.css';
import { isBuyerAccount } from '../providers/roles';

// A signed-in buyer's company actions: their code loads only for a buyer, never for a visitor.
const ProductCompanyActions = lazy(() => import('../company/ProductCompanyActions'));

type SavedList = 'favorites' | 'wishlist';

/** A large plain button with its icon, a spinner in its place while busy (clicks wait), and a pressed state for toggles. */
function ActionButton({
  icon,
  busy,
  pressed,
  onClick,
  children,
}: {
  icon: ReactNode;
  busy: boolean;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={busy ? 'plain-button is-large is-loading' : 'plain-button is-large'}
      aria-pressed={pressed}
      onClick={() => !busy && onClick()}
    >
      {busy ? <span className="plain-button-spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

const ADDED_KEY: Record<SavedList, string> = { favorites: 'catalogue.addedToFavorites', wishlist: 'catalogue.addedToWishlist' };
const REMOVED_KEY: Record<SavedList, string> = { favorites: 'catalogue.removedFromFavorites', wishlist: 'catalogue.removedFromWishlist' };

/** Favourite and wishlist toggles and "Contact supplier"; a visitor is sent to sign in first. */
export function ProductActions({ productId }: { productId: string; supplierId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { token, userDetails } = useLoginState();
  const buyer = Boolean(token) && isBuyerAccount(userDetails);
  const [membership, setMembership] = useState<ListMembership | null>(null);
  const [busy, setBusy] = useState<SavedList | null>(null);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void api.get<ListMembership>('lists/contains', { query: { product_id: productId }, signal: controller.signal, toast: false }).then((result) => {
      if (result.success) setMembership(result.data);
    });
    return () => controller.abort();
  }, [token, productId]);

  const toggle = async (list: SavedList) => {
    if (!token) {
      navigate(loginPathFor(location));
      return;
    }
    const saved = membership?.[list] ?? false;
    setBusy(list);
    const result = saved
      ? await api.del(`lists/${list}/${encodeURIComponent(productId)}`, undefined, { toast: false })
      : await api.post(`lists/${list}`, { product_id: productId }, { toast: false });
    setBusy(null);
    // Removing what is already gone leaves it removed, which is what was asked.
    if (result.success || (saved && result.status === 404)) {
      setMembership((current) => ({ favorites: false, wishlist: false, recent: false, ...current, [list]: !saved }));
      toast.success(t(saved ? REMOVED_KEY[list] : ADDED_KEY[list]));
    } else {
      toast.error(translateMessage(result.message));
    }
  };

  const chat = useOpenConversation();
  const contact = () => {
    if (!token) navigate(loginPathFor(location));
    else void chat.open({ kind: 'inquiry', product_id: productId }, '/messages/inquiries');
  };

  // A request for quotation with this product and its minimum order filled in (sign in first when needed).
  const requestQuote = () => {
    const target = `/rfq/new?product=${encodeURIComponent(productId)}`;
    navigate(token ? target : loginPathFor({ pathname: '/rfq/new', search: `?product=${encodeURIComponent(productId)}` }));
  };

  const favourite = membership?.favorites ?? false;
  const wished = membership?.wishlist ?? false;
  return (
    <div className="catalogue-actions">
      <ActionButton icon={<Icon svg={MessageOutlined} aria-hidden />} busy={chat.busy} onClick={contact}>
        {t('catalogue.contactSupplier')}
      </ActionButton>
      <ActionButton icon={<Icon svg={FileSearchOutlined} aria-hidden />} busy={false} onClick={requestQuote}>
        {t('catalogue.requestQuote')}
      </ActionButton>
      <ActionButton
        pressed={favourite}
        busy={busy === 'favorites'}
        icon={favourite ? <Icon svg={HeartFilled} aria-hidden className="catalogue-saved-icon" /> : <Icon svg={HeartOutlined} aria-hidden />}
        onClick={() => void toggle('favorites')}
      >
        {favourite ? t('catalogue.inFavorites') : t('catalogue.addToFavorites')}
      </ActionButton>
      <ActionButton
        pressed={wished}
        busy={busy === 'wishlist'}
        icon={wished ? <Icon svg={StarFilled} aria-hidden className="catalogue-saved-icon" /> : <Icon svg={StarOutlined} aria-hidden />}
        onClick={() => void toggle('wishlist')}
      >
        {wished ? t('catalogue.inWishlist') : t('catalogue.addToWishlist')}
      </ActionButton>
      {buyer && (
        <Suspense fallback={null}>
          <ProductCompanyActions productId={productId} />
        </Suspense>
      )}
    </div>
  );
}
