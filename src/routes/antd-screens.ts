// The screens built with antd, each with antd's theme around it and every English text. A chunk of its
// own: the lists of chunks these screens need (Vite writes one beside each dynamic import, to fetch
// them in parallel) live here, not in the entry every public page loads. Opening one of these screens
// first costs one small request more.
import { createElement, type ComponentType } from 'react';
import { loadEnglish } from '../i18n';
import { ThemeProvider } from '../theme';

async function withAntd<Props extends object>(load: Promise<{ default: ComponentType<Props> }>): Promise<{ default: ComponentType<Props> }> {
  const [{ default: Page }] = await Promise.all([load, loadEnglish('all')]);
  return { default: (props: Props) => createElement(ThemeProvider, null, createElement(Page, props)) };
}

const helpCenterPages = () => import('../help/HelpCenterPages');

export const signup = () => withAntd(import('../public/SignupPage'));
export const recoveryLogin = () => withAntd(import('../public/RecoveryLoginPage'));
export const setNewPassword = () => withAntd(import('../public/SetNewPasswordPage'));
export const activate = () => withAntd(import('../public/ActivatePage'));
export const verifyEmail = () => withAntd(import('../public/VerifyEmailPage'));
export const devMailbox = () => withAntd(import('../public/DevMailboxPage'));
export const notFound = () => withAntd(import('../public/NotFoundPage'));
export const helpCenter = () => withAntd<object>(helpCenterPages().then((pages) => ({ default: pages.HelpCenterPage })));
export const helpCenterDetails = () => withAntd<object>(helpCenterPages().then((pages) => ({ default: pages.HelpCenterDetailsPage })));
export const contactSupport = () => withAntd(import('../help/ContactSupportPage'));
export const publicSupplier = () => withAntd(import('../catalogue/PublicSupplierPage'));
export const comingSoon = () => withAntd(import('../public/ComingSoonPage'));
export const publicRfqBoard = () => withAntd(import('../rfq/PublicBoard'));
