// The payouts' cells and value set: the state with why a returned transfer came back, and the account it
// went to. The back office's batch page shows its payouts with the same.
import { PAYOUT_ITEM_STATES } from '../../contract/payouts-constants';
import type { PayoutItem } from '../../contract/payouts';
import { EnumTag } from '../../engine/cells';
import type { CellProps, ValueSet } from '../../engine/types';

export const PAYOUT_STATE: ValueSet = {
  values: PAYOUT_ITEM_STATES,
  labelPrefix: 'resources.payouts.values.state',
  tones: { included: 'gold', sent: 'blue', paid: 'success', failed: 'red', cancelled: 'default' },
};

export function PayoutStateCell({ record }: CellProps<PayoutItem>) {
  return (
    <span>
      <EnumTag value={record.state} values={PAYOUT_STATE} />
      {record.state === 'failed' && record.failure_reason && <small> {record.failure_reason}</small>}
    </span>
  );
}

export function AccountCell({ record }: CellProps<PayoutItem>) {
  return (
    <span>
      {record.bank_name} {record.account_masked}
    </span>
  );
}
