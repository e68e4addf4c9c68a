// The members list's toolbar: an admin's "Invite member" (the invitations' own drawer form) and the way
// to the invitations with how many still wait.
import { MailOutlined, UserAddOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { MountWhenOpened } from '../../../components/MountWhenOpened';
import { lazyPart } from '../../../engine/lazy-part';
import { api } from '../../../providers/http';
import type { ToolbarProps } from '../../../engine/types';
import { useTranslation } from '../../../i18n';
import { buyerResources } from '../../portal';
import { holdsPermission, useCompany } from '../../../company/company-store';

const ResourceFormDrawer = lazyPart(() => import('../../../engine/ResourceForm'), 'ResourceFormDrawer');

export default function MembersToolbar({ refresh }: ToolbarProps) {
  const { t } = useTranslation('companyPortal');
  const company = useCompany();
  const [inviting, setInviting] = useState(false);
  const manages = holdsPermission('members.manage', company);
  const [pending, setPending] = useState(0);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!manages) return;
    const controller = new AbortController();
    void api
      .get<unknown[]>('/company/invitations', { query: { status: 'pending', limit: 1 }, toast: false, signal: controller.signal })
      .then((result) => result.success && !controller.signal.aborted && setPending(result.total ?? 0));
    return () => controller.abort();
  }, [manages, version]);
  const invitations = buyerResources.find((resource) => resource.name === 'company/invitations');
  if (!manages || !invitations) return null;
  return (
    <>
      <Link to="/company/invitations" className="company-toolbar-link">
        <MailOutlined aria-hidden /> {t('resources.buyer-members.invitations')}
        {pending > 0 && <span className="company-count">{t('companyPortal.pendingCount', { count: pending })}</span>}
      </Link>
      <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setInviting(true)}>
        {t('resources.buyer-members.invite')}
      </Button>
      <MountWhenOpened open={inviting}>
        <ResourceFormDrawer
          resource={invitations}
          open={inviting}
          onClose={() => {
            setInviting(false);
            void refresh();
            setVersion((value) => value + 1);
          }}
        />
      </MountWhenOpened>
    </>
  );
}
