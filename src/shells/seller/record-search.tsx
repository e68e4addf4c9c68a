// The seller's records found by the server for a typed query, shared by the header search and the Ctrl+K
// palette so that both find the same products and orders the same way (GET /v1/products and /v1/orders
// with q, the lists' own search).
import { ContainerOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useEffect, useState, type ReactNode } from 'react';
import type { Product } from '../../contract/catalog';
import type { OrderSummary } from '../../contract/operations';
import { useTranslation } from '../../i18n';
import { api } from '../../providers/http';
import type { SectionKey } from './navigation';

/** Remote search starts at this many characters; fewer would match most of the catalogue. */
export const REMOTE_SEARCH_MIN_CHARS = 2;
const REMOTE_LIMIT = 5;
const DEBOUNCE_MS = 250;

export interface Result {
  id: string;
  group: 'pages' | 'products' | 'orders';
  label: string;
  detail?: string;
  icon: ReactNode;
  path: string;
  section?: SectionKey;
}

export interface Remote {
  /** The query these results answer; results for an older query are not shown. */
  query: string;
  products: Result[];
  orders: Result[];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * One list call of the seller's own records. Failures stay quiet: the pages still match, and the
 * endpoints may not exist yet.
 */
async function searchRecords<T>(resource: 'products' | 'orders', query: string, signal: AbortSignal): Promise<Partial<T>[]> {
  const result = await api.get<Partial<T>[]>(`/${resource}`, { query: { q: query, limit: REMOTE_LIMIT }, toast: false, retry: false, signal });
  return result.success && Array.isArray(result.data) ? result.data.filter((row) => typeof row === 'object' && row !== null) : [];
}

/**
 * The products and orders the server finds for `query` (from REMOTE_SEARCH_MIN_CHARS characters, a
 * moment after typing stops): `current` answers this very query, `searching` while it is on its way.
 */
export function useRecordSearch(query: string): { current: Remote | null; searching: boolean } {
  const { t } = useTranslation();
  const [remote, setRemote] = useState<Remote | null>(null);
  const trimmed = query.trim();
  const wantsRemote = trimmed.length >= REMOTE_SEARCH_MIN_CHARS;

  useEffect(() => {
    if (!wantsRemote) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void Promise.all([
        searchRecords<Product>('products', trimmed, controller.signal),
        searchRecords<OrderSummary>('orders', trimmed, controller.signal),
      ]).then(([products, orders]) => {
        if (controller.signal.aborted) return;
        setRemote({
          query: trimmed,
          products: products.flatMap((row): Result[] => {
            const id = text(row.id);
            if (!id) return [];
            const sku = text(row.sku);
            return [
              {
                id: `product-${id}`,
                group: 'products',
                label: text(row.name) ?? id,
                detail: sku ? t('sellerSearch.sku', { sku }) : undefined,
                icon: <UnorderedListOutlined aria-hidden />,
                path: `/ProductListingForm/view/${encodeURIComponent(id)}`,
                section: 'products',
              },
            ];
          }),
          orders: orders.flatMap((row): Result[] => {
            const id = text(row.id);
            if (!id) return [];
            return [
              {
                id: `order-${id}`,
                group: 'orders',
                label: text(row.number) ?? id,
                detail: text(row.buyer?.company) ?? text(row.buyer?.name),
                icon: <ContainerOutlined aria-hidden />,
                path: `/OrderDetails/${encodeURIComponent(id)}`,
                section: 'products',
              },
            ];
          }),
        });
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, wantsRemote, t]);

  const current = wantsRemote && remote?.query === trimmed ? remote : null;
  return { current, searching: wantsRemote && !current };
}
