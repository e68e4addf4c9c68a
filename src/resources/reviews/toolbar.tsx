// The seller's reviews list's toolbar, which mounts the reply dialog when a row first opens it.
import { lazy, useSyncExternalStore } from 'react';
import { MountWhenOpened } from '../../components/MountWhenOpened';
import { replyDialog } from './dialog-store';

// The dialog (a form in antd's Modal) loads when a reply is first written.
const ReplyDialog = lazy(() => import('./ReplyDialog'));

/** The list's toolbar: nothing to click, only the dialog its rows open. */
export function ReviewsToolbar() {
  const requested = useSyncExternalStore(replyDialog.subscribe, replyDialog.get, replyDialog.get) !== null;
  return (
    <MountWhenOpened open={requested}>
      <ReplyDialog />
    </MountWhenOpened>
  );
}
