// The buyer shell's bell is the shared one (the seller shell uses it too).
export { NotificationsMenu, type NotificationsMenuProps } from '../common/NotificationsMenu';
export { NotificationLine } from '../../notifications/NotificationLine';
