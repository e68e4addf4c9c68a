// A product page's company actions, loaded only for a signed-in buyer (a visitor's product page carries
// none of the company's code): "Add to requisition list" for a member whose role keeps lists.
import { lazy, Suspense, useEffect } from 'react';
import { holdsPermission, refreshCompany, useCompany } from './company-store';

// Its dialog's code (antd's form and select) loads only for a member who keeps lists.
const RequisitionListAction = lazy(() => import('./RequisitionListAction'));

export default function ProductCompanyActions({ productId }: { productId: string }) {
  const company = useCompany();
  // The buyer shell reads the company; a product page opened first asks once itself.
  useEffect(() => {
    if (!company.loaded) void refreshCompany();
  }, [company.loaded]);
  if (!holdsPermission('lists.manage', company)) return null;
  return (
    <Suspense fallback={null}>
      <RequisitionListAction productId={productId} />
    </Suspense>
  );
}
