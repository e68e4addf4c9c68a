// Every English text. Keys group by screen; hi.ts and zh.ts must have exactly the same keys (checked by the type).
// Spec texts ('Please Wait', 'Verify Your Email', 'Resend Verification Email', 'Email Sent!', the top bar) are exact.
// The signed-in app loads the groups its user's roles need (src/i18n/index.ts, loadEnglish), not this whole file.
import { signedInEn } from './en-signed-in';
import { adminEn } from './areas/admin.en';
import { buyerEn } from './areas/buyer.en';
import { cartEn } from './areas/cart.en';
import { catalogueEn } from './areas/catalogue.en';
import { landingEn } from './areas/landing.en';
import { loginEn } from './areas/login.en';
import { storeEn } from './areas/store.en';
import { listsEn } from './areas/lists.en';
import { helpEn } from './areas/help.en';
import { chatEn } from './areas/chat.en';
import { sellerAnalyticsEn } from './areas/seller-analytics.en';
import { financeEn } from './areas/finance.en';
import { paymentsEn } from './areas/payments.en';
import { performanceEn } from './areas/performance.en';
import { companyPortalEn } from './areas/company-portal.en';
import { rfqEn } from './areas/rfq.en';
import { accountEn } from './areas/account.en';
import { documentsEn } from './areas/documents.en';
import { recoveryEn } from './areas/recovery.en';
import { addressesEn } from './areas/addresses.en';
import { reviewsEn } from './areas/reviews.en';
import { notificationsEn } from './areas/notifications.en';

const en = {
  ...signedInEn,
  ...loginEn,
  ...catalogueEn,
  ...buyerEn,
  ...cartEn,
  ...adminEn,
  ...landingEn,
  ...storeEn,
  ...listsEn,
  ...helpEn,
  ...chatEn,
  ...sellerAnalyticsEn,
  ...financeEn,
  ...paymentsEn,
  ...performanceEn,
  ...companyPortalEn,
  ...rfqEn,
  ...accountEn,
  ...documentsEn,
  ...recoveryEn,
  ...addressesEn,
  ...reviewsEn,
  ...notificationsEn,
};

export default en;

/** The shape every language file must match: same keys, string values. */
export type Translation = { [Section in keyof typeof en]: { [Key in keyof (typeof en)[Section]]: string } };
