import { DeleteOutlined, MailOutlined, MobileOutlined, PlusOutlined, SafetyCertificateOutlined, StarOutlined } from '@ant-design/icons';
import { useList, type HttpError } from '@refinedev/core';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MAX_RECOVERY_CONTACTS, formatRecoveryContact, type RecoveryContact } from '../../contract/recovery-contacts';
import { translateMessage, useTranslation } from '../../i18n';
import { api } from '../../providers/http';
import { useLoginState } from '../../providers/session';
import { toast } from '../../providers/toast';
import { useRefresh } from '../../engine/actions';
import { relativeTimeText } from '../../components/dates';
import { EmptyState, ErrorState, PageHeader, TableSkeleton } from '../../engine/states';
import type { PageProps } from '../../engine/types';
import { ContactDialog, sendContactCode, type DialogStep } from './dialog';
import './recovery-contacts.css';

function ContactItem({
  contact,
  busy,
  onVerify,
  onMakePrimary,
  onRemove,
}: {
  contact: RecoveryContact;
  busy: 'verify' | 'primary' | null;
  onVerify: () => void;
  onMakePrimary: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const shown = formatRecoveryContact(contact.kind, contact.value);
  const Icon = contact.kind === 'email' ? MailOutlined : MobileOutlined;
  const kindLabel = t(contact.kind === 'email' ? 'recoveryPage.kindEmail' : 'recoveryPage.kindPhone');
  return (
    <li className="recovery-item">
      <span className={contact.is_verified ? 'recovery-item-icon is-verified' : 'recovery-item-icon'} aria-hidden="true">
        <Icon />
      </span>
      <div className="recovery-item-main">
        <div className="recovery-item-value">
          <bdi>{shown}</bdi>
          <span className="recovery-item-tags">
            {contact.is_verified ? <Tag color="success">{t('recoveryPage.verified')}</Tag> : <Tag color="warning">{t('recoveryPage.unverified')}</Tag>}
            {contact.is_primary && <Tag color="blue">{t('recoveryPage.primary')}</Tag>}
          </span>
        </div>
        <div className="recovery-item-meta">
          {kindLabel}
          {' · '}
          {contact.verified_at
            ? t('recoveryPage.verifiedAgo', { time: relativeTimeText(contact.verified_at, i18n.resolvedLanguage ?? 'en') })
            : t('recoveryPage.unverifiedNote')}
        </div>
      </div>
      <div className="recovery-item-actions">
        {!contact.is_verified && (
          <Button
            size="small"
            type="primary"
            ghost
            icon={<SafetyCertificateOutlined aria-hidden />}
            loading={busy === 'verify'}
            onClick={onVerify}
            aria-label={`${t('recoveryPage.verify')}: ${shown}`}
          >
            {t('recoveryPage.verify')}
          </Button>
        )}
        {contact.is_verified && !contact.is_primary && (
          <Button
            size="small"
            icon={<StarOutlined aria-hidden />}
            loading={busy === 'primary'}
            onClick={onMakePrimary}
            aria-label={`${t('recoveryPage.makePrimary')}: ${shown}`}
          >
            {t('recoveryPage.makePrimary')}
          </Button>
        )}
        <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={onRemove} aria-label={`${t('recoveryPage.remove')}: ${shown}`}>
          {t('recoveryPage.remove')}
        </Button>
      </div>
    </li>
  );
}

/**
 * /recovery-contacts: the contacts with their Verified / Unverified and Primary tags; add (then verify
 * with the code at once), verify later, make primary, remove behind a confirmation that says more
 * when it is the last verified contact.
 */
export default function RecoveryContactsPage({ resource }: PageProps) {
  const { t } = useTranslation();
  const { userDetails } = useLoginState();
  const refresh = useRefresh(resource.name);
  const [dialog, setDialog] = useState<DialogStep | null>(null);
  // Kept while the dialog closes, so its wording does not change as the list refreshes under it.
  const [removing, setRemoving] = useState<{ contact: RecoveryContact; last: boolean } | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  const [busy, setBusy] = useState<{ id: string; action: 'verify' | 'primary' } | null>(null);

  const { query, result } = useList<RecoveryContact, HttpError>({
    resource: resource.name,
    // Five at most: one page holds them all, oldest first so they keep their places.
    pagination: { currentPage: 1, pageSize: 20, mode: 'server' },
    sorters: [{ field: 'created_at', order: 'asc' }],
    errorNotification: false,
  });
  const contacts = result.data;
  const total = result.total ?? contacts.length;
  const full = total >= MAX_RECOVERY_CONTACTS;
  const verifiedCount = contacts.filter((c) => c.is_verified).length;
  const lastVerified = removing?.last === true;

  const verify = async (contact: RecoveryContact) => {
    setBusy({ id: contact.id, action: 'verify' });
    const next = await sendContactCode(contact);
    setBusy(null);
    if (next) setDialog(next);
  };

  const makePrimary = async (contact: RecoveryContact) => {
    setBusy({ id: contact.id, action: 'primary' });
    const outcome = await api.post<RecoveryContact>(`recovery-contacts/${encodeURIComponent(contact.id)}/primary`, undefined, { toast: false });
    setBusy(null);
    if (outcome.success) toast.success(translateMessage(outcome.message));
    else toast.error(translateMessage(outcome.message));
    await refresh();
  };

  const remove = async (contact: RecoveryContact, last: boolean) => {
    const outcome = await api.del<{ id: string }>(`recovery-contacts/${encodeURIComponent(contact.id)}`, last ? { confirm: true } : undefined, {
      toast: false,
    });
    if (!outcome.success) {
      toast.error(translateMessage(outcome.message));
      // The list changed under the dialog (another tab): it is the last verified one now, and says so.
      if (outcome.errors?.confirm) setRemoving({ contact, last: true });
      await refresh();
      // Keeps the dialog open for another try.
      throw new Error(outcome.message);
    }
    toast.success(t('recoveryPage.removed', { value: formatRecoveryContact(contact.kind, contact.value) }));
    await refresh();
  };

  const addButton = (
    <Tooltip title={full ? t('recoveryPage.limitReached', { max: MAX_RECOVERY_CONTACTS }) : undefined}>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={full} onClick={() => setDialog({ step: 'add' })}>
        {t('recoveryPage.add')}
      </Button>
    </Tooltip>
  );

  let body;
  if (query.isError && contacts.length === 0) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.isLoading) body = <TableSkeleton rows={3} />;
  else if (contacts.length === 0) body = <EmptyState text={t('recoveryPage.empty')} action={addButton} />;
  else {
    body = (
      <>
        <ul className="recovery-list" aria-label={t('recoveryPage.listLabel')} aria-busy={query.isFetching}>
          {contacts.map((contact) => (
            <ContactItem
              key={contact.id}
              contact={contact}
              busy={busy?.id === contact.id ? busy.action : null}
              onVerify={() => void verify(contact)}
              onMakePrimary={() => void makePrimary(contact)}
              onRemove={() => {
                setRemoving({ contact, last: contact.is_verified && verifiedCount === 1 });
                setRemoveOpen(true);
              }}
            />
          ))}
        </ul>
        <p className="recovery-count">{t('recoveryPage.count', { count: total, max: MAX_RECOVERY_CONTACTS })}</p>
      </>
    );
  }

  const removingShown = removing ? formatRecoveryContact(removing.contact.kind, removing.contact.value) : '';
  return (
    <div className="resource-page">
      <PageHeader title={t(resource.labelKey)} extra={contacts.length > 0 ? addButton : undefined}>
        <p className="form-section-text recovery-intro">{t('recoveryPage.intro')}</p>
      </PageHeader>
      <section className="resource-card" aria-label={t(resource.labelKey)}>
        {body}
      </section>
      <ContactDialog state={dialog} onStep={setDialog} onClose={() => setDialog(null)} onChanged={refresh} />
      <ConfirmDialog
        open={removeOpen}
        title={lastVerified ? t('recoveryPage.removeLastTitle') : t('recoveryPage.removeTitle')}
        description={
          lastVerified
            ? t('recoveryPage.removeLastText', { value: removingShown, email: userDetails?.email ?? '' })
            : t('recoveryPage.removeText', { value: removingShown })
        }
        confirmLabel={lastVerified ? t('recoveryPage.removeLastConfirm') : t('recoveryPage.removeConfirm')}
        cancelLabel={t('resources.cancel')}
        onConfirm={() => (removing ? remove(removing.contact, removing.last) : undefined)}
        onClose={() => setRemoveOpen(false)}
      />
    </div>
  );
}
