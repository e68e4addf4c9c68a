// What the shells show of areas whose other texts load with their screens: sidebar labels, resource
// titles, the notification bell. They come with the signed-in texts; each area's file spreads its part.
export const navEn = {
  rfqNav: {
    group: 'RFQs',
    post: 'Post an RFQ',
    mine: 'My RFQs',
    board: 'Board',
    invitations: 'Invitations',
    myQuotes: 'My quotes',
    publicBoard: 'RFQ board',
    fromCart: 'Request quotes for these items',
  },
  financeNav: { group: 'Finance', balance: 'Balance', ledger: 'Ledger' },
  sellerAnalytics: {
    navHome: 'Home',
    navAnalytics: 'Analytics',
  },
  notificationsArea: {
    title: 'Notifications',
    bellUnread: 'Notifications, {{count}} unread',
    unreadCount: '{{count}} unread',
    allRead: 'All caught up',
    unread: 'unread',
    empty: 'No notifications yet. Orders, messages and account updates will appear here.',
    markAllRead: 'Mark all read',
    viewAll: 'View all notifications',
  },
  documentsPage: { title: 'Documents' },
  recoveryPage: { title: 'Recovery contacts' },
  addressesPage: { title: 'Addresses' },
  sellerReviews: { title: 'Reviews' },
};
