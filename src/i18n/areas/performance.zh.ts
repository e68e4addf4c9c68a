import { performanceMessages } from '../../contract/performance-messages';
import type { performanceEn } from './performance.en';
import type { TextsLike } from './texts';

export const performanceZh: TextsLike<typeof performanceEn> = {
  performanceFacts: {
    label: '供应商表现',
    replies: '{{hours}} 小时内回复',
    onTime: '{{percent}} 准时发货',
    rating: '{{rating}} ★（{{reviews}}）',
    ratingSpoken_one: '{{count}} 条评价，评分 {{rating}}（满分 5）',
    ratingSpoken_other: '{{count}} 条评价，评分 {{rating}}（满分 5）',
    newSupplier: '新供应商',
    minRating: '供应商评分',
    anyRating: '不限评分',
    ratingAtLeast: '{{rating}} ★ 及以上',
  },
  performance: {
    title: '表现评分',
    intro: '根据您自己的订单、对话、报价和评价，了解买家如何看待您的服务。您的评分取决于最弱的一项指标。',
    newText: '订单、对话或评价还不够，暂不评分。买家看到的是"新供应商"，而不是低分。',
    measure: '指标',
    value: '数值',
    basedOn: '依据',
    lastDays: '最近 {{count}} 天',
    noData: '暂无数据',
    notCounted: '满 {{count}} 个后计入',
    hours: '{{value}} 小时',
    minutes: '{{value}} 分钟',
    next: '达到 {{value}} 即为{{band}}',
    pulledDownBy: '拉低评分的指标',
    pulledDownText: '您的评分取决于最弱指标所在的等级。改善以下指标可提高评分：',
    allExcellent: '所有计入的指标都是优秀。请继续保持。',
    computedAt: '更新于 {{date}}',
    howItWorks: '评分如何计算',
    loadFailed: '无法加载您的表现评分',
    retry: '重试',
  },
  performanceBand: {
    excellent: '优秀',
    good: '良好',
    needs_attention: '需要关注',
    at_risk: '有风险',
    new: '新供应商',
  },
  performanceMeasures: {
    response_rate: '回复率',
    reply_time: '首次回复时间中位数',
    on_time_rate: '准时发货率',
    cancellation_rate: '由您取消的订单',
    rating: '平均评分',
  },
  performanceExplain: {
    response_rate: '24 小时内回复的买家对话和询价邀请',
    reply_time: '从买家第一条消息到您第一次回复的时间',
    on_time_rate: '您确认后在产品交货期内发货的订单',
    cancellation_rate: '您取消的订单（买家自己取消的不计入）',
    rating: '未被工作人员隐藏的评价的总体星级',
  },
  performanceSamples: {
    response_rate_one: '{{count}} 个对话或邀请',
    response_rate_other: '{{count}} 个对话和邀请',
    reply_time_one: '{{count}} 次回复',
    reply_time_other: '{{count}} 次回复',
    on_time_rate_one: '{{count}} 个订单',
    on_time_rate_other: '{{count}} 个订单',
    cancellation_rate_one: '{{count}} 个订单',
    cancellation_rate_other: '{{count}} 个订单',
    rating_one: '{{count}} 条评价',
    rating_other: '{{count}} 条评价',
  },
};

export const performanceMessagesZh: Record<string, string> = {
  [performanceMessages.minRating]: '请选择 1 到 5 之间的评分',
};
