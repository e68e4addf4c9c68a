import { useTranslation } from '../i18n';
import { ConfirmDialog } from '../components/ConfirmDialog';

/** "Leave without saving?": asked before unsaved changes would be lost. */
export function LeaveDialog({ open, onLeave, onStay }: { open: boolean; onLeave: () => void; onStay: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('resources.leaveTitle')}
      description={t('resources.leaveText')}
      confirmLabel={t('resources.leave')}
      cancelLabel={t('resources.stay')}
      onConfirm={onLeave}
      onClose={onStay}
    />
  );
}
