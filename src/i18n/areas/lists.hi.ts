import { listsMessages } from '../../contract/lists-messages';
import type { listsEn } from './lists.en';
import type { TextsLike } from './texts';

export const listsHi: TextsLike<typeof listsEn> = {
  listsPage: {
    favoritesTitle: 'पसंदीदा',
    wishlistTitle: 'विशलिस्ट',
    recentTitle: 'हाल ही में देखे गए',
    favoritesIntro: 'जिन उत्पादों पर आपने दिल का निशान लगाया, ताकि वे जल्दी मिल जाएँ।',
    wishlistIntro: 'वे उत्पाद जिन्हें आप बाद में ऑर्डर करना चाहते हैं।',
    recentIntro: 'आपके खोले गए पिछले 50 उत्पाद, सबसे हाल वाले पहले।',
    favoritesEmpty: 'अभी कोई पसंदीदा नहीं है। कोई उत्पाद खोलें और उसे यहाँ रखने के लिए “पसंदीदा में जोड़ें” चुनें।',
    wishlistEmpty: 'आपकी विशलिस्ट खाली है। ऑर्डर की योजना बनाने के लिए कोई उत्पाद खोलें और “विशलिस्ट में जोड़ें” चुनें।',
    recentEmpty: 'कैटलॉग में आप जो उत्पाद खोलेंगे, वे यहाँ दिखेंगे।',
    browse: 'कैटलॉग देखें',
    loadFailed: 'यह सूची लोड नहीं हो सकी',
    product: 'उत्पाद',
    price: 'कीमत',
    minOrder: 'न्यूनतम ऑर्डर',
    supplier: 'आपूर्तिकर्ता',
    added: 'जोड़ा गया',
    viewed: 'देखा गया',
    actions: 'कार्रवाइयाँ',
    unavailable: 'अब उपलब्ध नहीं',
    moveToCart: 'कार्ट में ले जाएँ',
    remove: 'हटाएँ',
    removeNamed: '{{name}} हटाएँ',
    moveNamed: '{{name}} को कार्ट में ले जाएँ',
    removed: 'सूची से हटाया गया',
    moved: '{{name}} आपके कार्ट में है ({{quantity}})।',
    range: '{{total}} में से {{from}}–{{to}}',
    pages: 'सूची के पेज',
    loading: 'सूची लोड हो रही है',
    whoseLabel: 'किसके पसंदीदा',
    whoseMine: 'मेरे',
    whoseCompany: 'कंपनी',
    savedBy: '{{name}} ने सहेजा',
    favoritesCompanyIntro: 'वे उत्पाद जिन पर आपने और आपके सहकर्मियों ने दिल का निशान लगाया।',
    favoritesCompanyEmpty: 'आपकी कंपनी में अभी किसी ने कोई पसंदीदा नहीं सहेजा है। कोई उत्पाद खोलें और उसे यहाँ साझा करने के लिए “पसंदीदा में जोड़ें” चुनें।',
  },
};

/** The contract's English messages of this area, translated (keys are the English text). */
export const listsMessagesHi: Record<string, string> = {
  [listsMessages.list]: 'कोई सूची चुनें: favorites, wishlist या recent',
  [listsMessages.productId]: 'यह मान्य उत्पाद नहीं है',
  [listsMessages.notInList]: 'यह उत्पाद इस सूची में नहीं है',
  [listsMessages.page]: 'कम से कम 1 का पेज नंबर डालें',
  [listsMessages.limit]: 'प्रति पेज 1 से 100 के बीच दिखाएँ',
  [listsMessages.added]: 'सूची में जोड़ा गया',
  [listsMessages.removed]: 'सूची से हटाया गया',
  [listsMessages.whose]: 'चुनें किसके पसंदीदा: mine या company',
  [listsMessages.companyFavouritesOnly]: 'आपकी कंपनी के साथ केवल पसंदीदा साझा होते हैं',
};
