// The back office's support inbox (/admin/support): every support conversation of buyers and suppliers,
// answered by any staff member with the same chat screen the portals use. `?c=<id>` opens one (the links
// of 'message.received' notifications).
import { useTranslation } from '../../i18n';
import { ChatPage } from '../../chat/ChatPage';

export default function SupportInboxPage() {
  const { t } = useTranslation('chat');
  return <ChatPage audience="staff" box="support" title={t('chat.staffTitle')} empty={{ text: t('chat.emptyStaff') }} />;
}
