// The toolbar of the supplier's RFQ lists (board, invitations and quotes): the quote allowance note.
import { AllowanceNote } from '../../rfq/AllowanceNote';

/** Above both lists: this month's quotes left. */
export function AllowanceToolbar() {
  return <AllowanceNote />;
}
