import { HeartFilled, HeartOutlined, MessageOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ListMembership } from '../contract/lists';
import { translateMessage } from '../i18n';
import { useOpenConversation } from '../chat/OpenConversationButton';
import { api } from '../providers/http';
import { useLoginState } from '../providers/session';
import { toast } from '../providers/toast';
import { loginPathFor } from '../public/sign-in-return';

type SavedList = 'favorites' | 'wishlist';

const ADDED_KEY: Record<SavedList, string> = { favorites: 'catalogue.addedToFavorites', wishlist: 'catalogue.addedToWishlist' };
const REMOVED_KEY: Record<SavedList, string> = { favorites: 'catalogue.removedFromFavorites', wishlist: 'catalogue.removedFromWishlist' };

/** Favourite and wishlist toggles and "Contact supplier"; a visitor is sent to sign in first. */
export function ProductActions({ productId }: { productId: string; supplierId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useLoginState();
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

  const favourite = membership?.favorites ?? false;
  const wished = membership?.wishlist ?? false;
  return (
    <div className="catalogue-actions">
      <Button size="large" icon={<MessageOutlined aria-hidden />} loading={chat.busy} onClick={contact}>
        {t('catalogue.contactSupplier')}
      </Button>
      <Button
        size="large"
        aria-pressed={favourite}
        loading={busy === 'favorites'}
        icon={favourite ? <HeartFilled aria-hidden className="catalogue-saved-icon" /> : <HeartOutlined aria-hidden />}
        onClick={() => void toggle('favorites')}
      >
        {favourite ? t('catalogue.inFavorites') : t('catalogue.addToFavorites')}
      </Button>
      <Button
        size="large"
        aria-pressed={wished}
        loading={busy === 'wishlist'}
        icon={wished ? <StarFilled aria-hidden className="catalogue-saved-icon" /> : <StarOutlined aria-hidden />}
        onClick={() => void toggle('wishlist')}
      >
        {wished ? t('catalogue.inWishlist') : t('catalogue.addToWishlist')}
      </Button>
    </div>
  );
}
