import { lazy, type ComponentType } from 'react';
import { loadEnglish, type EnglishGroup } from '../i18n';

// Every screen is its own chunk, fetched when its route is first shown, together with the English texts
// it shows. Both route sets use these.

export function screen<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, texts: EnglishGroup[] = []) {
  return lazy(async () => {
    const [page] = await Promise.all([load(), Promise.all(texts.map(loadEnglish))]);
    return page;
  });
}

// The public entry pages: plain markup, no antd, so a first visit stays light (they are also rendered
// on the server, src/ssr).
export const LoginPage = screen(() => import('../public/LoginPage'), ['login']);
export const SellerLandingPage = screen(() => import('../landing/SellerLandingPage'), ['landing']);
export const HomePage = screen(() => import('../landing/HomePage'), ['landing', 'catalogue']);
export const PublicDashboardPage = screen(() => import('../catalogue/PublicCataloguePage'), ['catalogue']);
export const PublicProductDetailsPage = screen(() => import('../catalogue/PublicProductDetailsPage'), ['catalogue']);

// The screens built with antd, through ./antd-screens.ts (antd's theme, every English text).
const antd = () => import('./antd-screens');
export const SignupPage = screen(async () => (await antd()).signup());
export const RecoveryLoginPage = screen(async () => (await antd()).recoveryLogin());
export const SetNewPasswordPage = screen(async () => (await antd()).setNewPassword());
export const ActivatePage = screen(async () => (await antd()).activate());
export const VerifyEmailPage = screen(async () => (await antd()).verifyEmail());
export const DevMailboxPage = screen(async () => (await antd()).devMailbox());
export const NotFoundPage = screen(async () => (await antd()).notFound());
export const HelpCenterPage = screen(async () => (await antd()).helpCenter());
export const HelpCenterDetailsPage = screen(async () => (await antd()).helpCenterDetails());
export const ContactSupportPage = screen(async () => (await antd()).contactSupport());
export const PublicSupplierPage = screen(async () => (await antd()).publicSupplier());
export const ComingSoonPage = screen(async () => (await antd()).comingSoon());
export const PublicRfqBoardPage = screen(async () => (await antd()).publicRfqBoard());
