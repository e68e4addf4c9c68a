// A company admin's changes to a member, as the members list's row actions run them: the server's
// answer is toasted as it says it (the last-admin refusal among them), and a change that may touch the
// caller's own permissions reloads the company store too.
import type { CompanyMember } from '../contract/company';
import type { CompanyRole } from '../contract/company-messages';
import type { ActionContext } from '../engine/types';
import { api } from '../providers/http';
import { refreshCompany } from './company-store';

export type MemberChange = 'role' | 'suspend' | 'reactivate' | 'remove';

export async function memberAction(member: CompanyMember, change: MemberChange, context: ActionContext, role?: CompanyRole): Promise<void> {
  const path = `/company/members/${encodeURIComponent(member.user_id)}`;
  const options = { successToast: true };
  const result =
    change === 'role'
      ? await api.patch(path, { role }, options)
      : change === 'remove'
        ? await api.del(path, undefined, options)
        : await api.post(`${path}/${change}`, undefined, options);
  if (!result.success) return;
  await Promise.all([context.refresh(), refreshCompany()]);
}
