import { authMessages, clientMessages, onboardingMessages } from '../../contract/messages';
import { publicCatalogMessages } from '../../contract/public-catalog-messages';
import type { uiEn } from './ui.en';
import type { TextsLike } from './texts';

export const uiZh: TextsLike<typeof uiEn> = {
  ui: {
    dismiss: '关闭',
  },
};

/** Contract messages shown as toasts or field errors that no area file translates. */
export const uiMessagesZh: Record<string, string> = {
  [authMessages.routeNotFound]: '此 API 路径不存在',
  [authMessages.bodyTooLarge]: '请求内容过大',
  [authMessages.unknownField]: '不允许使用此字段',
  [authMessages.alreadyExists]: '该记录已存在',
  [clientMessages.airportInactive]: '机场未启用',
  [clientMessages.downloadFailed]: '文件下载失败',
  [clientMessages.downloadSucceeded]: '文件下载成功',
  [clientMessages.requestSuccessful]: '请求成功',
  [onboardingMessages.businessDetailsFirst]: '请先提交企业信息',
  [publicCatalogMessages.supplier]: '供应商无效',
  [publicCatalogMessages.supplierNotFound]: '该供应商不在平台上，或其店铺已关闭',
};
