// The live event a new notification sends. No zod here: the signed-in shell listens for it without
// loading the API's schemas (notifications.ts re-exports it).
/** The live event sent to the recipient's open tabs when a notification is created (or a message one is refreshed). */
export const NOTIFICATION_CREATED = 'notification.created';
