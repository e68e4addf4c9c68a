// The signed-in RFQ pages outside the seller portal's resources: the buyer's (post, list, one request
// with its quotes) and the board of open requests (/rfq) in whichever shell the user has.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router';
import { loadEnglish } from '../i18n';

const RfqFormPage = lazy(() => import('./RfqFormPage'));
const MyRfqsPage = lazy(() => import('./MyRfqsPage').then((m) => ({ default: m.MyRfqsPage })));
const RfqDetailPage = lazy(() => import('./RfqDetailPage').then((m) => ({ default: m.RfqDetailPage })));
// The board's category picker is the catalogue's: a seller's roles do not load its texts, so the page does.
const RfqBoardPage = lazy(() => Promise.all([import('./PublicBoard'), loadEnglish('catalogue')]).then(([m]) => ({ default: m.SignedInRfqBoardPage })));

export const rfqRoutes: ReactElement[] = [
  <Route key="/rfq" path="/rfq" element={<RfqBoardPage />} />,
  <Route key="/rfq/new" path="/rfq/new" element={<RfqFormPage />} />,
  <Route key="/rfq/mine" path="/rfq/mine" element={<MyRfqsPage />} />,
  <Route key="/rfq/mine/:id" path="/rfq/mine/:id" element={<RfqDetailPage />} />,
];
