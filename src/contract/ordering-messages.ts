// The ordering area's API messages and the limits they name. No zod here: the Hindi and Chinese texts
// key their translations by these messages without loading the API's schemas (ordering.ts re-exports them).
/** More lines than this in one cart or checkout is a mistake, not a purchase. */
export const MAX_CART_ITEMS = 100;
export const orderingMessages = {
  productRequired: 'Choose a product',
  quantityRequired: 'Enter a quantity of at least 1',
  quantityTooLarge: 'The quantity is too large',
  productUnavailable: 'This product is no longer available',
  ownProduct: 'You cannot order your own products',
  belowMinimum: 'This quantity is below the minimum order',
  priceChanged: 'The price has changed since you added it; review your cart',
  notEnoughStock: 'Not enough stock for this quantity',
  cartFull: `A cart holds at most ${MAX_CART_ITEMS} products. Check out or remove some first`,
  notInCart: 'This product is not in your cart',
  addressRequired: 'Choose a shipping address',
  addressNotFound: 'This address is not in your address book',
  paymentMethodRequired: 'Choose how you will pay',
  linesRequired: 'Add at least one product to order',
  tooManyLines: `At most ${MAX_CART_ITEMS} products in one checkout`,
  duplicateLine: 'This product is listed twice',
  unitPriceRequired: 'Send the unit price you saw',
  noteTooLong: 'At most 1000 characters',
  idempotencyKeyRequired: 'Send an Idempotency-Key header of 1 to 100 characters',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different request',
  linesRefused: 'Some products cannot be ordered as they are; review the marked lines',
  onlyPendingCancel: 'Only a pending order can be cancelled',
  ordersPlaced: 'Orders placed',
  orderCancelled: 'Order cancelled',
} as const;
