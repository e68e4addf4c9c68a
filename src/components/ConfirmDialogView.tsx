import { Button, Drawer, Modal } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { DIALOG_AS_DRAWER_QUERY, useMediaQuery } from './useMediaQuery';
import './confirm-dialog.css';

/** ConfirmDialog's dialog itself, loaded when the first question is asked. */
export default function ConfirmDialogView({ open, title, description, onConfirm, onClose, confirmLabel, cancelLabel, danger = true }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const asDrawer = useMediaQuery(DIALOG_AS_DRAWER_QUERY);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const descriptionRef = useRef<HTMLParagraphElement>(null);

  // antd's Modal takes no aria-describedby for its dialog element, so the text is linked here.
  useEffect(() => {
    if (!open || asDrawer) return;
    descriptionRef.current?.closest('[role="dialog"]')?.setAttribute('aria-describedby', descriptionId);
  }, [open, asDrawer, descriptionId]);

  const close = () => {
    if (!busy) onClose();
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The action reports its own failure; the dialog stays open so it can be tried again.
      setBusy(false);
      return;
    }
    setBusy(false);
    onClose();
  };

  const buttons = (
    <div className="confirm-dialog-actions">
      <Button onClick={close} disabled={busy}>
        {cancelLabel ?? t('confirmDialog.no')}
      </Button>
      <Button type="primary" danger={danger} loading={busy} onClick={() => void confirm()}>
        {confirmLabel ?? t('confirmDialog.yes')}
      </Button>
    </div>
  );
  const body = (
    <p ref={descriptionRef} id={descriptionId} className="confirm-dialog-text">
      {description}
    </p>
  );
  const heading = <span id={titleId}>{title}</span>;

  if (asDrawer) {
    return (
      <Drawer
        open={open}
        placement="bottom"
        height="auto"
        title={heading}
        onClose={close}
        closable={!busy}
        maskClosable={!busy}
        keyboard={!busy}
        footer={buttons}
        rootClassName="confirm-dialog is-drawer"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      centered
      width={420}
      title={heading}
      onCancel={close}
      closable={!busy}
      maskClosable={!busy}
      keyboard={!busy}
      footer={buttons}
      rootClassName="confirm-dialog is-modal"
    >
      {body}
    </Modal>
  );
}
