import { listsMessages } from '../../contract/lists-messages';
import type { listsEn } from './lists.en';
import type { TextsLike } from './texts';

export const listsZh: TextsLike<typeof listsEn> = {
  listsPage: {
    favoritesTitle: '收藏',
    wishlistTitle: '心愿单',
    recentTitle: '最近浏览',
    favoritesIntro: '你用爱心标记的产品，方便随时找到。',
    wishlistIntro: '你打算稍后订购的产品。',
    recentIntro: '你最近打开的 50 个产品，最新的在前。',
    favoritesEmpty: '还没有收藏。打开一个产品并选择“加入收藏”即可保存在这里。',
    wishlistEmpty: '心愿单是空的。打开一个产品并选择“加入心愿单”来计划订单。',
    recentEmpty: '你在产品目录中打开的产品会显示在这里。',
    browse: '浏览产品目录',
    loadFailed: '无法加载此列表',
    product: '产品',
    price: '价格',
    minOrder: '起订量',
    supplier: '供应商',
    added: '添加时间',
    viewed: '浏览时间',
    actions: '操作',
    unavailable: '已下架',
    moveToCart: '移入购物车',
    remove: '移除',
    removeNamed: '移除 {{name}}',
    moveNamed: '将 {{name}} 移入购物车',
    removed: '已从列表中移除',
    moved: '{{name}} 已加入购物车（{{quantity}}）。',
    range: '第 {{from}}–{{to}} 项，共 {{total}} 项',
    pages: '列表分页',
    loading: '正在加载列表',
    whoseLabel: '谁的收藏',
    whoseMine: '我的',
    whoseCompany: '公司',
    savedBy: '由{{name}}收藏',
    favoritesCompanyIntro: '您和同事用爱心标记的产品。',
    favoritesCompanyEmpty: '贵公司还没有人收藏产品。打开一个产品并选择“加入收藏”，即可在此共享。',
  },
};

/** The contract's English messages of this area, translated (keys are the English text). */
export const listsMessagesZh: Record<string, string> = {
  [listsMessages.list]: '请选择列表：favorites、wishlist 或 recent',
  [listsMessages.productId]: '不是有效的产品',
  [listsMessages.notInList]: '该产品不在此列表中',
  [listsMessages.page]: '页码至少为 1',
  [listsMessages.limit]: '每页显示 1 到 100 项',
  [listsMessages.added]: '已加入列表',
  [listsMessages.removed]: '已从列表中移除',
  [listsMessages.whose]: '请选择谁的收藏：mine 或 company',
  [listsMessages.companyFavouritesOnly]: '只有收藏会与公司共享',
};
