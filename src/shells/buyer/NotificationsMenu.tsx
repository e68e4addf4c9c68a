// The buyer shell's bell is the shared one (the seller shell uses it too).
export { NotificationLine, NotificationsMenu, type NotificationsMenuProps } from '../common/NotificationsMenu';
