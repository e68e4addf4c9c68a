import { helpMessages } from '../../contract/help-messages';
import type { helpEn } from './help.en';
import type { TextsLike } from './texts';

export const helpHi: TextsLike<typeof helpEn> = {
  helpCenter: {
    title: 'सहायता केंद्र',
    subtitle: 'खरीदारों और सप्लायरों के लिए जवाब: शुरुआत, ऑर्डर, भुगतान और आपका खाता।',
    searchLabel: 'सहायता केंद्र में खोजें',
    searchPlaceholder: 'खोजें, जैसे “न्यूनतम ऑर्डर” या “रिकवरी”',
    search: 'खोजें',
    topicsLabel: 'सहायता विषय',
    popular: 'लोकप्रिय लेख',
    resultsFor: '“{{q}}” के बारे में लेख',
    allTopics: 'सभी विषय',
    articles_one: '{{count}} लेख',
    articles_other: '{{count}} लेख',
    noResults: 'कोई लेख मेल नहीं खाता। दूसरे शब्द आज़माएँ, या नीचे सहायता से संपर्क करें।',
    stillNeedHelp: 'अब भी मदद चाहिए?',
    contactSupport: 'सहायता से संपर्क करें',
    breadcrumb: 'आप यहाँ हैं',
    updated: '{{date}} को अपडेट किया गया',
    untranslated: 'इस लेख का अनुवाद अभी नहीं हुआ है, इसलिए यह अंग्रेज़ी में दिखाया गया है।',
    related: 'संबंधित लेख',
    wasHelpful: 'क्या यह मददगार था?',
    yes: 'हाँ',
    no: 'नहीं',
    thanks: 'आपकी प्रतिक्रिया के लिए धन्यवाद।',
    notFound: 'लेख नहीं मिला',
    notFoundText: 'हो सकता है यह हटा दिया गया हो या कहीं और चला गया हो। विषय देखें या कोई दूसरा लेख खोजें।',
  },
  helpContact: {
    title: 'सहायता से संपर्क करें',
    intro: 'हमें बताएँ कि आपको क्या चाहिए, हम ईमेल से जवाब देंगे, आमतौर पर एक कार्यदिवस के भीतर।',
    failed: 'आपका अनुरोध नहीं भेजा गया',
    sentText: 'हमें “{{subject}}” मिल गया है और हम {{email}} पर जवाब देंगे, आमतौर पर एक कार्यदिवस के भीतर।',
    backToHelp: 'सहायता केंद्र पर वापस जाएँ',
  },
  helpTopics: {
    'getting-started': 'शुरुआत',
    onboarding: 'ऑनबोर्डिंग और सत्यापन',
    products: 'उत्पाद और इन्वेंटरी',
    orders: 'ऑर्डर',
    payments: 'भुगतान',
    account: 'खाता और सुरक्षा',
  },
  helpTopicText: {
    'getting-started': 'मार्केटप्लेस कैसे काम करता है और साइन अप कैसे करें।',
    onboarding: 'ईमेल, मोबाइल नंबर, व्यवसाय का विवरण और आपका स्टोर।',
    products: 'उत्पाद सूचीबद्ध करना, कीमतें, इम्पोर्ट और स्टॉक।',
    orders: 'ऑर्डर देना, पुष्टि करना, भेजना और ट्रैक करना।',
    payments: 'बैंक ट्रांसफ़र, भुगतान की शर्तें और रिकॉर्ड।',
    account: 'पासवर्ड, रिकवरी संपर्क और सुरक्षित रहना।',
  },
};

export const helpMessagesHi: Record<string, string> = {
  [helpMessages.notFound]: 'यह लेख मौजूद नहीं है या हटा दिया गया है। सहायता केंद्र में कोई दूसरा लेख खोजें',
  [helpMessages.thanks]: 'आपकी प्रतिक्रिया के लिए धन्यवाद',
  [helpMessages.helpfulRequired]: 'बताएँ कि लेख मददगार था या नहीं',
};
