// /notifications is one page for buyers and sellers.
export { default } from '../../notifications/NotificationsPage';
