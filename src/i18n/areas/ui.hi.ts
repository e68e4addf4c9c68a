import { authMessages, clientMessages, onboardingMessages } from '../../contract/messages';
import { publicCatalogMessages } from '../../contract/public-catalog-messages';
import type { uiEn } from './ui.en';
import type { TextsLike } from './texts';

export const uiHi: TextsLike<typeof uiEn> = {
  ui: {
    dismiss: 'बंद करें',
  },
};

/** Contract messages shown as toasts or field errors that no area file translates. */
export const uiMessagesHi: Record<string, string> = {
  [authMessages.routeNotFound]: 'यह API रूट मौजूद नहीं है',
  [authMessages.bodyTooLarge]: 'अनुरोध बहुत बड़ा है',
  [authMessages.unknownField]: 'इस फ़ील्ड की अनुमति नहीं है',
  [authMessages.alreadyExists]: 'यह रिकॉर्ड पहले से मौजूद है',
  [clientMessages.airportInactive]: 'हवाई अड्डा निष्क्रिय है',
  [clientMessages.downloadFailed]: 'फ़ाइल डाउनलोड नहीं हो सकी',
  [clientMessages.downloadSucceeded]: 'फ़ाइल डाउनलोड हो गई',
  [clientMessages.requestSuccessful]: 'अनुरोध सफल रहा',
  [onboardingMessages.businessDetailsFirst]: 'पहले अपने व्यवसाय का विवरण भेजें',
  [publicCatalogMessages.supplier]: 'यह मान्य आपूर्तिकर्ता नहीं है',
  [publicCatalogMessages.supplierNotFound]: 'यह आपूर्तिकर्ता मार्केटप्लेस पर नहीं है, या उसका स्टोर बंद है',
};
