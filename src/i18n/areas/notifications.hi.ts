import type { notificationsEn } from './notifications.en';
import type { TextsLike } from './texts';

export const notificationsHi: TextsLike<typeof notificationsEn> = {
  notificationsArea: {
    title: 'सूचनाएँ',
    bellUnread: 'सूचनाएँ, {{count}} अपठित',
    unreadCount: '{{count}} अपठित',
    allRead: 'सब पढ़ लिया गया',
    unread: 'अपठित',
    empty: 'अभी कोई सूचना नहीं है। ऑर्डर, संदेश और खाते से जुड़ी जानकारी यहाँ दिखेगी।',
    markAllRead: 'सभी को पढ़ा हुआ चिह्नित करें',
    viewAll: 'सभी सूचनाएँ देखें',
  },
  notificationsList: {
    listTab: 'सभी सूचनाएँ',
    settingsTab: 'ईमेल सेटिंग्स',
    sections: 'सूचना पृष्ठ',
    all: 'सभी',
    unread: 'अपठित',
    filter: 'दिखाएँ',
    kind: 'प्रकार',
    anyKind: 'सभी प्रकार',
    noneUnread: 'कोई अपठित सूचना नहीं। आप पूरी तरह अपडेट हैं।',
    noneOfKind: 'इस प्रकार की कोई सूचना अभी नहीं है।',
    markRead: 'पढ़ा हुआ चिह्नित करें',
    markReadNamed: '“{{title}}” को पढ़ा हुआ चिह्नित करें',
    total: '{{count}} सूचनाएँ',
  },
  notificationGroups: {
    orders: 'ऑर्डर',
    messages: 'संदेश',
    documents: 'दस्तावेज़',
    categories: 'श्रेणी अनुरोध',
    stock: 'कम स्टॉक',
    reviews: 'समीक्षाएँ',
    rfqs: 'कोटेशन अनुरोध (RFQ)',
    account: 'खाता',
  },
  notificationGroupHints: {
    orders: 'नए ऑर्डर और उनकी स्थिति में बदलाव',
    messages: 'खरीदारों, आपूर्तिकर्ताओं या सहायता टीम के नए चैट संदेश',
    documents: 'आपके दस्तावेज़ सत्यापित या अस्वीकृत हुए',
    categories: 'आपके श्रेणी अनुरोध स्वीकृत या अस्वीकृत हुए',
    stock: 'किसी उत्पाद का स्टॉक उसकी न्यूनतम सीमा तक या उससे नीचे पहुँच गया',
    reviews: 'आपके ऑर्डर की नई समीक्षाएँ, आपकी समीक्षाओं के जवाब, और स्टाफ़ द्वारा छिपाई गई समीक्षाएँ',
    rfqs: 'आपके उत्पादों से मेल खाते नए अनुरोध, आमंत्रण, और मिले, संशोधित, शॉर्टलिस्ट, स्वीकृत या अस्वीकृत कोटेशन',
    account: 'सत्यापन, निलंबन और आपके खाते से जुड़े अन्य निर्णय',
  },
  notificationSettings: {
    title: 'मुझे ईमेल करें',
    text: 'हर सूचना यहाँ दिखती है। चुनें कि कौन-सी सूचनाएँ आपके ईमेल पते पर भी भेजी जाएँ।',
    save: 'सहेजें',
    loadFailed: 'आपकी ईमेल पसंद लोड नहीं हो सकी।',
  },
};

/** The notifications contract's English messages (server and form validation) → Hindi. */
export const notificationsMessagesHi: Record<string, string> = {
  'Email preferences saved': 'ईमेल पसंद सहेज ली गई',
  'Choose on or off': 'चालू या बंद चुनें',
};
