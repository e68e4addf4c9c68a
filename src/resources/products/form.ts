// The product form (create and edit pages), loaded with the first of them: pricing in major units
// shown and minor units sent, tiers, specifications, a new product's opening stock and images.
import { productCreateSchema, productFieldsSchema, removedByStaff, type Product } from '../../contract/catalog';
import type { FormDeclaration } from '../../engine/types';
import { MoneyInput, SpecificationsEditor, TiersEditor } from './form-parts';
import { ImagesSection } from './images';
import {
  CURRENCY,
  missingToPublish,
  priceToMinor,
  PRODUCT_DEFAULTS,
  productCrossProblems,
  productPayload,
  productToForm,
  UNIT,
  type ProductFormValues,
} from './model';

const fields = productFieldsSchema.shape;

export const productForm: FormDeclaration<Product> = {
  defaults: { ...PRODUCT_DEFAULTS },
  sections: [
    {
      key: 'basics',
      titleKey: 'products.sectionBasics',
      fields: [
        { name: 'name', labelKey: 'products.name', widget: { kind: 'text' }, schema: fields.name },
        { name: 'sku', labelKey: 'products.sku', helpKey: 'products.skuHelp', widget: { kind: 'text' }, schema: fields.sku },
        {
          name: 'category_id',
          labelKey: 'products.category',
          helpKey: 'products.neededToPublish',
          widget: { kind: 'category' },
          schema: fields.category_id,
          wide: true,
        },
        {
          name: 'description',
          labelKey: 'products.description',
          helpKey: 'products.descriptionHelp',
          widget: { kind: 'textarea', rows: 5, maxLength: 5000 },
          schema: fields.description,
          wide: true,
        },
      ],
    },
    {
      key: 'pricing',
      titleKey: 'products.sectionPricing',
      fields: [
        { name: 'currency', labelKey: 'products.currency', widget: { kind: 'select', values: CURRENCY }, schema: fields.currency },
        {
          name: 'price',
          labelKey: 'products.basePrice',
          helpKey: 'products.basePriceHelp',
          widget: { kind: 'custom', component: MoneyInput },
          schema: fields.price_minor,
          toSchemaValue: priceToMinor,
          dependencies: ['currency'],
        },
        { name: 'moq', labelKey: 'products.moq', helpKey: 'products.moqHelp', widget: { kind: 'number', min: 1 }, schema: fields.moq },
        { name: 'unit', labelKey: 'products.unit', widget: { kind: 'select', values: UNIT }, schema: fields.unit },
      ],
    },
    { key: 'price_tiers', titleKey: 'products.sectionTiers', component: TiersEditor },
    {
      key: 'logistics',
      titleKey: 'products.sectionLogistics',
      fields: [
        {
          name: 'lead_time_days',
          labelKey: 'products.leadTime',
          helpKey: 'products.leadTimeHelp',
          widget: { kind: 'number', min: 0, max: 365, suffixKey: 'products.daysUnit' },
          schema: fields.lead_time_days,
        },
      ],
    },
    // Only a new product is given its stock here; afterwards it moves through Inventory's adjustments and orders.
    {
      key: 'stock',
      titleKey: 'products.sectionStock',
      visible: ({ mode }) => mode === 'create',
      fields: [
        {
          name: 'opening_stock',
          labelKey: 'products.openingStock',
          helpKey: 'products.openingStockHelp',
          widget: { kind: 'number', min: 0 },
          schema: productCreateSchema.shape.opening_stock,
        },
      ],
    },
    { key: 'specifications', titleKey: 'products.sectionSpecs', descriptionKey: 'products.specsHelp', component: SpecificationsEditor },
    { key: 'images', titleKey: 'products.sectionImages', component: ImagesSection },
  ],
  toForm: (product) => ({ ...productToForm(product) }),
  toPayload: (values, record) => productPayload(values as ProductFormValues, { create: !record }),
  crossCheck: (payload) => productCrossProblems(payload),
  fieldAliases: { price_minor: 'price' },
  submits: [
    // A product staff unpublished stays a draft: publishing it asks staff to review it again, and saving it
    // as a draft while it waits withdraws that request.
    {
      key: 'draft',
      labelKey: 'products.saveDraft',
      values: { status: 'draft' },
      visible: ({ record }) => !record || (record.status === 'draft' && record.moderation_status !== 'resubmitted'),
      successKey: 'products.draftSaved',
    },
    {
      key: 'withdraw',
      labelKey: 'products.withdrawReview',
      values: { status: 'draft' },
      visible: ({ record }) => record?.moderation_status === 'resubmitted',
      successKey: 'products.reviewWithdrawn',
    },
    {
      key: 'publish',
      labelKey: 'products.publish',
      primary: true,
      values: { status: 'published' },
      visible: ({ record }) => !record || (record.status === 'draft' && !removedByStaff(record.moderation_status)),
      check: (payload, product) => missingToPublish(payload, product),
      checkTitleKey: 'products.missingTitle',
      successKey: 'products.publishedToast',
    },
    {
      key: 'requestReview',
      labelKey: 'products.requestReview',
      primary: true,
      values: { status: 'published' },
      visible: ({ record }) => record !== undefined && removedByStaff(record.moderation_status),
      check: (payload, product) => missingToPublish(payload, product),
      checkTitleKey: 'products.missingTitle',
      successKey: 'products.sentForReview',
    },
    {
      key: 'save',
      labelKey: 'products.saveChanges',
      primary: true,
      values: { status: 'published' },
      visible: ({ record }) => record?.status === 'published',
      check: (payload, product) => missingToPublish(payload, product),
      checkTitleKey: 'products.missingTitle',
    },
  ],
  // A new product goes on to its edit page, where images can be added to the saved draft.
  afterCreate: 'edit',
  afterEdit: 'show',
};
