import { lazy, type ReactNode } from 'react';
import { MountWhenOpened } from './MountWhenOpened';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /**
   * The confirmed action. While a returned promise runs, Yes is busy and nothing else can be pressed;
   * once it resolves the dialog closes, and if it rejects the dialog stays open for another try.
   */
  onConfirm: () => unknown;
  /** No, Escape, the close button or a click outside; also called after a successful confirm. */
  onClose: () => void;
  /** Defaults 'Yes' and 'No' (spec 4). */
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Yes is a danger action unless it only cannot be undone (marking an order delivered): then `false`. */
  danger?: boolean;
}

// The dialog (antd's Modal or Drawer) loads when a question is first asked, not with every page that may ask one.
const ConfirmDialogView = lazy(() => import('./ConfirmDialogView'));

/**
 * A yes/no question before a consequential action (spec 4): a centred dialog on screens wider than
 * 768 px, a bottom drawer at 768 px or less. Yes is styled as a danger action unless `danger` is false.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <MountWhenOpened open={props.open}>
      <ConfirmDialogView {...props} />
    </MountWhenOpened>
  );
}
