import type { notificationsEn } from './notifications.en';
import type { TextsLike } from './texts';

export const notificationsZh: TextsLike<typeof notificationsEn> = {
  notificationsArea: {
    title: '通知',
    bellUnread: '通知，{{count}} 条未读',
    unreadCount: '{{count}} 条未读',
    allRead: '已全部阅读',
    unread: '未读',
    empty: '暂无通知。订单、消息和账户动态将显示在这里。',
    markAllRead: '全部标为已读',
    viewAll: '查看全部通知',
  },
  notificationsList: {
    listTab: '全部通知',
    settingsTab: '邮件设置',
    sections: '通知页面',
    all: '全部',
    unread: '未读',
    filter: '显示',
    kind: '类型',
    anyKind: '全部类型',
    noneUnread: '没有未读通知，您已了解全部动态。',
    noneOfKind: '暂无此类型的通知。',
    markRead: '标为已读',
    markReadNamed: '将“{{title}}”标为已读',
    total: '共 {{count}} 条通知',
  },
  notificationGroups: {
    orders: '订单',
    messages: '消息',
    documents: '文件',
    categories: '类目申请',
    stock: '库存不足',
    reviews: '评价',
    rfqs: '询价（RFQ）',
    account: '账户',
  },
  notificationGroupHints: {
    orders: '新订单及其状态变化',
    messages: '来自买家、供应商或客服的新聊天消息',
    documents: '您的文件已通过或被拒绝',
    categories: '您的类目申请已批准或被拒绝',
    stock: '商品可用库存降至或低于预警值',
    reviews: '您订单收到的新评价、对您评价的回复，以及被工作人员隐藏的评价',
    rfqs: '与您商品匹配的新询价、邀请，以及报价的收到、修改、入围、接受或拒绝',
    account: '认证、暂停及其他与您账户有关的决定',
  },
  notificationSettings: {
    title: '通过邮件通知我',
    text: '所有通知都会显示在这里。请选择哪些通知同时发送到您的邮箱。',
    save: '保存',
    loadFailed: '无法加载您的邮件设置。',
  },
};

/** The notifications contract's English messages (server and form validation) → Chinese. */
export const notificationsMessagesZh: Record<string, string> = {
  'Email preferences saved': '邮件设置已保存',
  'Choose on or off': '请选择开启或关闭',
};
