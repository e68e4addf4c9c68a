// English texts of the notifications area; notifications.hi.ts and notifications.zh.ts have exactly the same keys.
export const notificationsEn = {
  notificationsArea: {
    title: 'Notifications',
  },
};
