// English texts of the catalogue (public and signed in), of the product units its cards show, of the
// reviews and supplier performance facts its product and store pages show, and the page titles and country groups: one group, fetched with the catalogue's screens
// (src/i18n/index.ts, loadEnglish).
import { catalogueEn } from './areas/catalogue.en';
import { pagesEn } from './areas/pages.en';
import { reviewsPublicEn } from './areas/reviews-public.en';
import { performancePublicEn } from './areas/performance-public.en';
import { unitsEn } from './areas/units.en';

export const catalogueTexts = { ...catalogueEn, ...unitsEn, ...reviewsPublicEn, ...performancePublicEn, ...pagesEn };
