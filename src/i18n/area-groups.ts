// The loaders of the signed-in areas' English groups (src/i18n/index.ts, AREA_GROUPS). A module of its
// own, fetched with the first of them, so that the public pages' entry does not carry their file list.
import type { AreaGroup, Texts } from './index';

export const AREA_LOADERS: Record<AreaGroup, () => Promise<Texts>> = {
  account: () => import('./areas/account.en').then((m) => m.accountEn),
  store: () => import('./areas/store.en').then((m) => m.storeEn),
  documents: () => import('./areas/documents.en').then((m) => m.documentsEn),
  recovery: () => import('./areas/recovery.en').then((m) => m.recoveryEn),
  addresses: () => import('./areas/addresses.en').then((m) => m.addressesEn),
  reviews: () => import('./areas/reviews.en').then((m) => m.reviewsEn),
  notifications: () => import('./areas/notifications.en').then((m) => m.notificationsEn),
  rfq: () => import('./areas/rfq.en').then((m) => m.rfqEn),
  chat: () => import('./areas/chat.en').then((m) => m.chatEn),
  help: () => import('./areas/help.en').then((m) => m.helpEn),
  lists: () => import('./areas/lists.en').then((m) => m.listsEn),
  performance: () => import('./areas/performance.en').then((m) => m.performanceEn),
  companyPortal: () => import('./areas/company-portal.en').then((m) => m.companyPortalEn),
  sellerAnalytics: () => import('./areas/seller-analytics.en').then((m) => m.sellerAnalyticsEn),
  finance: () => import('./areas/finance.en').then((m) => m.financeEn),
  payments: () => import('./areas/payments.en').then((m) => m.paymentsEn),
};
