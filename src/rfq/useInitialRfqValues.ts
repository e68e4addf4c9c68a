// The values the RFQ form opens with: empty, a catalogue product and its minimum order (?product=<id>),
// the cart's lines (?from=cart), or a supplier invited (?invite=<id>).
import { useEffect, useState } from 'react';
import { fetchCatalogueProduct } from '../catalogue/api';
import { CURRENCY_CODES } from '../contract/catalog';
import { RFQ_LINES_MAX } from '../contract/rfq';
import { loadCart } from '../ordering/api';
import { defaultRfqValues, type RfqFormValues } from './rfq-form-values';

/** The form's first values, read from the page's URL; null while a product or the cart is being read. */
export function useInitialRfqValues(params: URLSearchParams): RfqFormValues | null {
  const productId = params.get('product');
  const fromCart = params.get('from') === 'cart';
  const invite = params.get('invite');
  // Without a product or the cart to read, the form starts at once.
  const [initial, setInitial] = useState<RfqFormValues | null>(() =>
    productId || fromCart ? null : invite ? { ...defaultRfqValues(), visibility: 'invited', invited_seller_ids: [invite] } : defaultRfqValues(),
  );

  // A product (with its minimum order) or the cart's lines fill the form once they are read.
  useEffect(() => {
    if (!productId && !fromCart) return;
    const controller = new AbortController();
    const start = defaultRfqValues();
    const done = (values: RfqFormValues) => !controller.signal.aborted && setInitial(values);
    if (productId) {
      void fetchCatalogueProduct(productId, controller.signal).then((result) => {
        if (!result.success) return done(start);
        const product = result.data;
        const quantity = Number(params.get('quantity')) || product.moq;
        done({
          ...start,
          title: product.name,
          category_id: product.category_id,
          currency: CURRENCY_CODES.includes(product.currency as (typeof CURRENCY_CODES)[number]) ? product.currency : 'USD',
          lines: [{ product_id: product.id, name: product.name, quantity, unit: product.unit ?? 'piece', target: null, specifications: '' }],
        });
      });
    } else {
      void loadCart(controller.signal).then((result) => {
        if (!result.success || result.data.item_count === 0) return done(start);
        const items = result.data.groups.flatMap((group) => group.items).slice(0, RFQ_LINES_MAX);
        done({
          ...start,
          lines: items.map((item) => ({
            product_id: item.product_id,
            name: item.name,
            quantity: item.quantity,
            unit: item.unit ?? 'piece',
            target: null,
            specifications: '',
          })),
        });
      });
    }
    return () => controller.abort();
  }, [productId, fromCart, params]);
  return initial;
}
