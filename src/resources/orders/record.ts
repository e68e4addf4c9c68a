// An order's record page parts, gathered so that they load as one chunk with the first order opened
// (index.ts): several small lazy imports would each add their file list to the declarations' chunk,
// which every seller page loads.
export { OrderActions } from './actions';
export { BuyerEmail, PlacedLine, RfqInfo, ShippingAddress, ShippingInfo } from './facts';
export { History } from './history';
export { Lines } from './lines';
export { PaymentInfo } from './payment';
export { SellerOrderPayment } from '../../payments/OrderPayment';
