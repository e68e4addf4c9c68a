import { helpMessages } from '../../contract/help-messages';
import type { helpEn } from './help.en';
import type { TextsLike } from './texts';

export const helpZh: TextsLike<typeof helpEn> = {
  helpCenter: {
    title: '帮助中心',
    subtitle: '为买家和供应商解答：入门、订单、付款和账户。',
    searchLabel: '搜索帮助中心',
    searchPlaceholder: '搜索，例如“最小起订量”或“账户找回”',
    search: '搜索',
    topicsLabel: '帮助主题',
    popular: '热门文章',
    resultsFor: '关于“{{q}}”的文章',
    allTopics: '全部主题',
    articles_one: '{{count}} 篇文章',
    articles_other: '{{count}} 篇文章',
    noResults: '没有匹配的文章。请换个词试试，或在下方联系客服。',
    stillNeedHelp: '仍需要帮助？',
    contactSupport: '联系客服',
    breadcrumb: '当前位置',
    updated: '更新于 {{date}}',
    untranslated: '本文尚未翻译，暂以英文显示。',
    related: '相关文章',
    wasHelpful: '这篇文章有帮助吗？',
    yes: '有帮助',
    no: '没帮助',
    thanks: '感谢您的反馈。',
    notFound: '找不到文章',
    notFoundText: '文章可能已移动或下线。请浏览主题或搜索其他文章。',
  },
  helpContact: {
    title: '联系客服',
    intro: '告诉我们您需要什么，我们会通过电子邮件回复，通常在一个工作日内。',
    failed: '您的请求未能发送',
    sentText: '我们已收到“{{subject}}”，将回复至 {{email}}，通常在一个工作日内。',
    backToHelp: '返回帮助中心',
  },
  helpTopics: {
    'getting-started': '入门',
    onboarding: '入驻与认证',
    products: '产品与库存',
    orders: '订单',
    payments: '付款',
    account: '账户与安全',
  },
  helpTopicText: {
    'getting-started': '平台如何运作以及如何注册。',
    onboarding: '邮箱、手机号、企业信息和您的店铺。',
    products: '发布产品、定价、批量导入和库存。',
    orders: '下单、确认、发货和物流跟踪。',
    payments: '银行转账、付款条件和付款记录。',
    account: '密码、找回联系方式和账户安全。',
  },
};

export const helpMessagesZh: Record<string, string> = {
  [helpMessages.notFound]: '该文章不存在或已下线。请在帮助中心搜索其他文章',
  [helpMessages.thanks]: '感谢您的反馈',
  [helpMessages.helpfulRequired]: '请选择这篇文章是否有帮助',
};
