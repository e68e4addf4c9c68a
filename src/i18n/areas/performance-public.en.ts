// The supplier performance facts of the public product and store pages: part of performance.en.ts, and of the catalogue's texts (src/i18n/en-catalogue.ts).
export const performancePublicEn = {
  performanceFacts: {
    label: 'Supplier performance',
    replies: 'Replies within {{hours}} h',
    onTime: '{{percent}} on time',
    rating: '{{rating}} ★ ({{reviews}})',
    ratingSpoken_one: 'Rated {{rating}} out of 5 from {{count}} review',
    ratingSpoken_other: 'Rated {{rating}} out of 5 from {{count}} reviews',
    newSupplier: 'New supplier',
    minRating: 'Supplier rating',
    anyRating: 'Any rating',
    ratingAtLeast: '{{rating}} ★ & up',
    bandLabel: 'Supplier score',
    band_excellent: 'Excellent supplier',
    band_good: 'Good supplier',
    band_needs_attention: 'Supplier needs attention',
    band_at_risk: 'Supplier at risk',
    band_new: 'New supplier',
  },
};
