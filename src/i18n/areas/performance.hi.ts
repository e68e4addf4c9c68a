import { performanceMessages } from '../../contract/performance-messages';
import type { performanceEn } from './performance.en';
import type { TextsLike } from './texts';

export const performanceHi: TextsLike<typeof performanceEn> = {
  performanceFacts: {
    label: 'आपूर्तिकर्ता का प्रदर्शन',
    replies: '{{hours}} घंटे में जवाब',
    onTime: '{{percent}} समय पर',
    rating: '{{rating}} ★ ({{reviews}})',
    ratingSpoken_one: '{{count}} समीक्षा से 5 में से {{rating}} रेटिंग',
    ratingSpoken_other: '{{count}} समीक्षाओं से 5 में से {{rating}} रेटिंग',
    newSupplier: 'नया आपूर्तिकर्ता',
    minRating: 'आपूर्तिकर्ता रेटिंग',
    anyRating: 'कोई भी रेटिंग',
    ratingAtLeast: '{{rating}} ★ और ऊपर',
  },
  performance: {
    title: 'प्रदर्शन स्कोर',
    intro: 'आपके अपने ऑर्डर, बातचीत, कोटेशन और समीक्षाओं से, खरीदार आपकी सेवा को कैसे देखते हैं। आपका स्कोर आपके सबसे कमज़ोर माप के अनुसार होता है।',
    newText: 'स्कोर देने के लिए अभी पर्याप्त ऑर्डर, बातचीत या समीक्षाएँ नहीं हैं। खरीदारों को "नया आपूर्तिकर्ता" दिखता है, कभी कम स्कोर नहीं।',
    measure: 'माप',
    value: 'मान',
    basedOn: 'आधार',
    lastDays: 'पिछले {{count}} दिन',
    noData: 'अभी कोई डेटा नहीं',
    notCounted: '{{count}} से गिना जाता है',
    hours: '{{value}} घंटे',
    minutes: '{{value}} मिनट',
    next: '{{band}} के लिए {{value}}',
    pulledDownBy: 'आपका स्कोर किससे घटता है',
    pulledDownText: 'आपका स्कोर आपके सबसे कमज़ोर माप का बैंड है। इसे बढ़ाने के लिए इन्हें सुधारें:',
    allExcellent: 'गिने जाने वाले सभी माप उत्कृष्ट हैं। ऐसे ही जारी रखें।',
    computedAt: '{{date}} को अपडेट किया गया',
    howItWorks: 'स्कोर की गणना कैसे होती है',
    loadFailed: 'आपका प्रदर्शन स्कोर लोड नहीं हो सका',
    retry: 'फिर से कोशिश करें',
  },
  performanceBand: {
    excellent: 'उत्कृष्ट',
    good: 'अच्छा',
    needs_attention: 'ध्यान देने की ज़रूरत',
    at_risk: 'जोखिम में',
    new: 'नया आपूर्तिकर्ता',
  },
  performanceMeasures: {
    response_rate: 'जवाब दर',
    reply_time: 'पहले जवाब का मध्य समय',
    on_time_rate: 'समय पर शिपमेंट',
    cancellation_rate: 'आपके द्वारा रद्द',
    rating: 'औसत रेटिंग',
  },
  performanceExplain: {
    response_rate: '24 घंटे के भीतर जवाब दी गई खरीदार बातचीत और RFQ आमंत्रण',
    reply_time: 'खरीदार के पहले संदेश से आपके पहले जवाब तक का समय',
    on_time_rate: 'आपकी पुष्टि के बाद उत्पाद के लीड टाइम में भेजे गए ऑर्डर',
    cancellation_rate: 'आपके द्वारा रद्द किए गए ऑर्डर (खरीदार के रद्द किए गए नहीं गिने जाते)',
    rating: 'उन समीक्षाओं के कुल स्टार जिन्हें स्टाफ़ ने छिपाया नहीं है',
  },
  performanceSamples: {
    response_rate_one: '{{count}} बातचीत या आमंत्रण',
    response_rate_other: '{{count}} बातचीत और आमंत्रण',
    reply_time_one: '{{count}} जवाब',
    reply_time_other: '{{count}} जवाब',
    on_time_rate_one: '{{count}} ऑर्डर',
    on_time_rate_other: '{{count}} ऑर्डर',
    cancellation_rate_one: '{{count}} ऑर्डर',
    cancellation_rate_other: '{{count}} ऑर्डर',
    rating_one: '{{count}} समीक्षा',
    rating_other: '{{count}} समीक्षाएँ',
  },
};

export const performanceMessagesHi: Record<string, string> = {
  [performanceMessages.minRating]: '1 से 5 तक की रेटिंग चुनें',
};
