// The help center's article on the supplier performance score, in English, Hindi and Chinese. Its limits
// are written from PERFORMANCE_RULES, so the article always says what the score computes.
import type { HelpTopic } from '../../src/contract/help';
import {
  DEFAULT_LEAD_TIME_DAYS,
  PERFORMANCE_HELP_SLUG,
  PERFORMANCE_RULES as rules,
  RESPONSE_WINDOW_HOURS,
  type PerformanceBand,
} from '../../src/contract/performance';

type Limited = Exclude<PerformanceBand, 'at_risk'>;
const percent = (share: number) => `${Math.round(share * 100)}%`;
const hours = (seconds: number) => seconds / 3600;
const stars = (rating: number) => rating.toFixed(1);

/** One band's limits as a sentence, the words in the article's language. */
function limitsOf(
  band: Limited,
  words: { response: string; reply: (h: number) => string; onTime: string; cancellations: string; rating: string; separator?: string },
): string {
  const t = (measure: keyof typeof rules) => rules[measure].thresholds[band];
  return [
    `${words.response} ${percent(t('response_rate'))}`,
    words.reply(hours(t('reply_time'))),
    `${words.onTime} ${percent(t('on_time_rate'))}`,
    `${words.cancellations} ${percent(t('cancellation_rate'))}`,
    `${words.rating} ${stars(t('rating'))}`,
  ].join(words.separator ?? ', ');
}

const en = {
  title: 'Your supplier performance score',
  summary: 'Five measures from your own orders, conversations, quotes and reviews; your band follows the weakest one.',
  body: `Buyers see how you serve them in one line on your products, your store page and the catalogue, for example "Replies within 3 h · 96% on time · 4.6 ★ (38)", and can filter the catalogue by rating. You see the full score on your seller home, with what pulls it down.

## The five measures
- Response rate (last ${rules.response_rate.periodDays} days): the share of conversations buyers started with you, and of requests for quotation buyers invited you to, that you answered within ${RESPONSE_WINDOW_HOURS} hours (a quote answers an invitation). Each counts once you answered or once its ${RESPONSE_WINDOW_HOURS} hours are over; conversations you started do not count, nor does an invitation whose request closed, was awarded or expired within its ${RESPONSE_WINDOW_HOURS} hours.
- Median first reply (last ${rules.reply_time.periodDays} days): the time from a buyer's first message to your first reply in chat. Half of your first replies are faster than this.
- On-time shipment (last ${rules.on_time_rate.periodDays} days): the share of orders you shipped within the product's lead time after confirming them. For an order of several products the longest lead time applies; a product without a lead time gets ${DEFAULT_LEAD_TIME_DAYS} days. An order counts once shipped or once its deadline has passed. Cancelled orders count in the next measure instead.
- Cancellations by you (last ${rules.cancellation_rate.periodDays} days): the share of orders placed with you that you cancelled. Orders the buyer cancelled are left out.
- Average rating (last ${rules.rating.periodDays} days): the overall stars of your reviews. Reviews hidden by staff do not count.

## Bands
Each measure earns a band. A value exactly on a limit earns the better band.
- Excellent: ${limitsOf('excellent', { response: 'response rate at least', reply: (h) => `first reply within ${h} h`, onTime: 'on time at least', cancellations: 'cancellations at most', rating: 'rating at least' })}.
- Good: ${limitsOf('good', { response: 'response rate at least', reply: (h) => `first reply within ${h} h`, onTime: 'on time at least', cancellations: 'cancellations at most', rating: 'rating at least' })}.
- Needs attention: ${limitsOf('needs_attention', { response: 'response rate at least', reply: (h) => `first reply within ${h} h`, onTime: 'on time at least', cancellations: 'cancellations at most', rating: 'rating at least' })}.
- At risk: anything below the limits of Needs attention.

Your score is the band of your weakest measure: one poor measure is enough to lower it, so the score shows where to act first. Your seller home names the measures that hold it down and the value each needs for the next band.

## New suppliers
A measure counts once it rests on enough samples: ${rules.response_rate.minSamples} conversations and invitations, ${rules.reply_time.minSamples} replies, ${rules.on_time_rate.minSamples} orders for shipment and for cancellations, and ${rules.rating.minSamples} reviews. Until one of them counts, buyers see "New supplier", never a low score.

## When it changes
The score is computed again within seconds of an order being placed, shipped, delivered or cancelled, a review being written or hidden, your reply in chat or your quote on an invitation, and every hour for everything else (a question left unanswered for ${RESPONSE_WINDOW_HOURS} hours, say).`,
};

const hi = {
  title: 'आपका आपूर्तिकर्ता प्रदर्शन स्कोर',
  summary: 'आपके अपने ऑर्डर, बातचीत, कोटेशन और समीक्षाओं से पाँच माप; आपका बैंड सबसे कमज़ोर माप के अनुसार होता है।',
  body: `खरीदार आपके उत्पादों, आपके स्टोर पेज और कैटलॉग पर एक पंक्ति में देखते हैं कि आप उनकी सेवा कैसे करते हैं, जैसे "3 घंटे में जवाब · 96% समय पर · 4.6 ★ (38)", और कैटलॉग को रेटिंग से छाँट सकते हैं। आप पूरा स्कोर अपने सेलर होम पर देखते हैं, साथ में यह भी कि उसे क्या घटाता है।

## पाँच माप
- जवाब दर (पिछले ${rules.response_rate.periodDays} दिन): खरीदारों द्वारा शुरू की गई बातचीत और जिन कोटेशन अनुरोधों के लिए खरीदारों ने आपको आमंत्रित किया, उनमें से कितनों का जवाब आपने ${RESPONSE_WINDOW_HOURS} घंटे के भीतर दिया (आमंत्रण का जवाब कोटेशन है)। हर एक तब गिना जाता है जब आपने जवाब दिया हो या उसके ${RESPONSE_WINDOW_HOURS} घंटे पूरे हो गए हों; आपके द्वारा शुरू की गई बातचीत नहीं गिनी जाती, न ही वह आमंत्रण जिसका अनुरोध उसके ${RESPONSE_WINDOW_HOURS} घंटों के भीतर बंद, अवार्ड या समाप्त हो गया।
- पहले जवाब का मध्य समय (पिछले ${rules.reply_time.periodDays} दिन): खरीदार के पहले संदेश से चैट में आपके पहले जवाब तक का समय। आपके आधे पहले जवाब इससे तेज़ होते हैं।
- समय पर शिपमेंट (पिछले ${rules.on_time_rate.periodDays} दिन): पुष्टि के बाद उत्पाद के लीड टाइम के भीतर भेजे गए ऑर्डर का हिस्सा। कई उत्पादों वाले ऑर्डर पर सबसे लंबा लीड टाइम लागू होता है; बिना लीड टाइम वाले उत्पाद को ${DEFAULT_LEAD_TIME_DAYS} दिन मिलते हैं। ऑर्डर तब गिना जाता है जब वह भेज दिया गया हो या उसकी समय-सीमा बीत गई हो। रद्द ऑर्डर अगले माप में गिने जाते हैं।
- आपके द्वारा रद्द (पिछले ${rules.cancellation_rate.periodDays} दिन): आपको मिले ऑर्डर में से आपके द्वारा रद्द किए गए ऑर्डर का हिस्सा। खरीदार के रद्द किए गए ऑर्डर नहीं गिने जाते।
- औसत रेटिंग (पिछले ${rules.rating.periodDays} दिन): आपकी समीक्षाओं के कुल स्टार। स्टाफ़ द्वारा छिपाई गई समीक्षाएँ नहीं गिनी जातीं।

## बैंड
हर माप एक बैंड पाता है। ठीक सीमा पर आया मान बेहतर बैंड पाता है।
- उत्कृष्ट: ${limitsOf('excellent', { response: 'जवाब दर कम से कम', reply: (h) => `पहला जवाब ${h} घंटे के भीतर`, onTime: 'समय पर कम से कम', cancellations: 'रद्द अधिकतम', rating: 'रेटिंग कम से कम' })}।
- अच्छा: ${limitsOf('good', { response: 'जवाब दर कम से कम', reply: (h) => `पहला जवाब ${h} घंटे के भीतर`, onTime: 'समय पर कम से कम', cancellations: 'रद्द अधिकतम', rating: 'रेटिंग कम से कम' })}।
- ध्यान देने की ज़रूरत: ${limitsOf('needs_attention', { response: 'जवाब दर कम से कम', reply: (h) => `पहला जवाब ${h} घंटे के भीतर`, onTime: 'समय पर कम से कम', cancellations: 'रद्द अधिकतम', rating: 'रेटिंग कम से कम' })}।
- जोखिम में: "ध्यान देने की ज़रूरत" की सीमाओं से नीचे कुछ भी।

आपका स्कोर आपके सबसे कमज़ोर माप का बैंड है: एक कमज़ोर माप ही उसे घटाने के लिए काफ़ी है, इसलिए स्कोर बताता है कि पहले कहाँ ध्यान देना है। आपका सेलर होम उन मापों के नाम बताता है जो स्कोर को रोके हुए हैं, और अगले बैंड के लिए हर एक को कितना चाहिए।

## नए आपूर्तिकर्ता
कोई माप तब गिना जाता है जब उसके पीछे पर्याप्त नमूने हों: ${rules.response_rate.minSamples} बातचीत और आमंत्रण, ${rules.reply_time.minSamples} जवाब, शिपमेंट और रद्द के लिए ${rules.on_time_rate.minSamples} ऑर्डर, और ${rules.rating.minSamples} समीक्षाएँ। जब तक इनमें से कोई नहीं गिना जाता, खरीदारों को "नया आपूर्तिकर्ता" दिखता है, कभी कम स्कोर नहीं।

## यह कब बदलता है
कोई ऑर्डर आने, भेजे जाने, डिलीवर होने या रद्द होने, समीक्षा लिखे या छिपाए जाने, चैट में आपके जवाब या किसी आमंत्रण पर आपके कोटेशन के कुछ ही सेकंड में स्कोर फिर से गिना जाता है, और बाकी सब के लिए हर घंटे (जैसे ${RESPONSE_WINDOW_HOURS} घंटे से बिना जवाब का प्रश्न)।`,
};

const zh = {
  title: '您的供应商表现评分',
  summary: '根据您自己的订单、对话、报价和评价计算五项指标；您的等级取决于最弱的一项。',
  body: `买家会在您的产品、店铺页面和商品目录中看到一行文字，了解您的服务情况，例如"3 小时内回复 · 96% 准时发货 · 4.6 ★（38）"，并可按评分筛选目录。您可以在卖家首页看到完整评分，以及拉低评分的指标。

## 五项指标
- 回复率（最近 ${rules.response_rate.periodDays} 天）：买家发起的对话以及买家邀请您报价的询价中，您在 ${RESPONSE_WINDOW_HOURS} 小时内回复的比例（提交报价即回复邀请）。每一项在您回复后或 ${RESPONSE_WINDOW_HOURS} 小时期满后计入；您自己发起的对话不计入，询价在 ${RESPONSE_WINDOW_HOURS} 小时内被关闭、授标或过期的邀请也不计入。
- 首次回复时间中位数（最近 ${rules.reply_time.periodDays} 天）：从买家第一条消息到您在聊天中第一次回复的时间。您有一半的首次回复比这更快。
- 准时发货率（最近 ${rules.on_time_rate.periodDays} 天）：您确认订单后，在产品交货期内发货的订单比例。包含多个产品的订单按最长的交货期计算；没有交货期的产品按 ${DEFAULT_LEAD_TIME_DAYS} 天计算。订单在发货后或期限过后计入。已取消的订单改为计入下一项指标。
- 由您取消的订单（最近 ${rules.cancellation_rate.periodDays} 天）：您收到的订单中由您取消的比例。买家自己取消的订单不计入。
- 平均评分（最近 ${rules.rating.periodDays} 天）：您的评价的总体星级。被工作人员隐藏的评价不计入。

## 等级
每项指标各得一个等级。恰好等于界限的数值取较好的等级。
- 优秀：${limitsOf('excellent', { response: '回复率至少', reply: (h) => `首次回复不超过 ${h} 小时`, onTime: '准时发货至少', cancellations: '取消最多', rating: '评分至少', separator: '，' })}。
- 良好：${limitsOf('good', { response: '回复率至少', reply: (h) => `首次回复不超过 ${h} 小时`, onTime: '准时发货至少', cancellations: '取消最多', rating: '评分至少', separator: '，' })}。
- 需要关注：${limitsOf('needs_attention', { response: '回复率至少', reply: (h) => `首次回复不超过 ${h} 小时`, onTime: '准时发货至少', cancellations: '取消最多', rating: '评分至少', separator: '，' })}。
- 有风险：低于"需要关注"的界限。

您的评分是最弱指标所在的等级：一项指标不佳就足以拉低评分，因此评分会告诉您应先改进哪里。卖家首页会列出拉低评分的指标，以及每项达到下一等级所需的数值。

## 新供应商
指标在样本足够时才计入：${rules.response_rate.minSamples} 个对话和邀请、${rules.reply_time.minSamples} 次回复、发货和取消各 ${rules.on_time_rate.minSamples} 个订单、${rules.rating.minSamples} 条评价。在任何一项计入之前，买家看到的是"新供应商"，而不是低分。

## 何时更新
订单下达、发货、送达或取消，评价被撰写或隐藏，您在聊天中回复或对邀请提交报价后，评分会在几秒内重新计算；其他情况每小时计算一次（例如超过 ${RESPONSE_WINDOW_HOURS} 小时未回复的询问）。`,
};

export const PERFORMANCE_ARTICLE: { slug: string; topic: HelpTopic; title: string; summary: string; body: string } = {
  slug: PERFORMANCE_HELP_SLUG,
  topic: 'orders',
  ...en,
};

/** The article's translations, by language and slug, as HELP_TRANSLATIONS holds them. */
export const PERFORMANCE_ARTICLE_TRANSLATIONS = {
  hi: { [PERFORMANCE_HELP_SLUG]: hi },
  zh: { [PERFORMANCE_HELP_SLUG]: zh },
} as const;
