// The six sections of the store profile, declared once: their pages under /store/*, the wizard's
// steps, and their forms (fields with the contract's rules, special parts as section components).
import { ApartmentOutlined, BuildOutlined, CreditCardOutlined, GlobalOutlined, IdcardOutlined, SwapOutlined } from '@ant-design/icons';
import { CURRENCY_CODES } from '../contract/catalog';
import { BUSINESS_TYPES } from '../contract/constants';
import {
  bankDetailsSchema,
  basicInfoSchema,
  companyOverviewSchema,
  EMPLOYEE_RANGES,
  factoryInformationSchema,
  INCOTERMS,
  mainMarketsSchema,
  PAYMENT_TERMS,
  TRADE_LANGUAGES,
  tradeCapabilitiesSchema,
  type StoreSection,
} from '../contract/store';
import type { FieldDeclaration, FormContextValue, IconComponent, ValueSet } from '../engine/types';
import type { BaseRecord } from '@refinedev/core';
import type { ComponentType } from 'react';
import { AccountNumberInput, BankPasswordField } from './bank-fields';
import { ImageField } from './ImageField';
import { MarketsEditor } from './MarketsEditor';

export interface StoreSectionDeclaration {
  key: StoreSection;
  titleKey: string;
  descriptionKey: string;
  icon: IconComponent;
  fields: FieldDeclaration[];
  /** A part of its own (the markets rows, the password for bank changes), below the fields unless `componentFirst`. */
  component?: ComponentType<FormContextValue<BaseRecord>>;
  componentFirst?: boolean;
}

const values = (list: readonly string[], labelPrefix: string): ValueSet => ({ values: list, labelPrefix });

const basic = basicInfoSchema.shape;
const company = companyOverviewSchema.shape;
const factory = factoryInformationSchema.shape;
const markets = mainMarketsSchema.shape;
const bank = bankDetailsSchema.shape;
const trade = tradeCapabilitiesSchema.shape;

export const STORE_SECTION_DECLARATIONS: readonly StoreSectionDeclaration[] = [
  {
    key: 'basic-info',
    titleKey: 'storePage.basicInfo',
    descriptionKey: 'storePage.basicInfoText',
    icon: IdcardOutlined,
    fields: [
      { name: 'store_name', labelKey: 'storePage.storeName', widget: { kind: 'text' }, schema: basic.store_name },
      { name: 'website', labelKey: 'storePage.website', widget: { kind: 'text', placeholderKey: 'storePage.websitePlaceholder' }, schema: basic.website },
      { name: 'year_established', labelKey: 'storePage.yearEstablished', widget: { kind: 'number', min: 1800 }, schema: basic.year_established },
      {
        name: 'employees',
        labelKey: 'storePage.employees',
        widget: { kind: 'select', values: values(EMPLOYEE_RANGES, 'storeEmployees') },
        schema: basic.employees,
      },
      {
        name: 'logo_file_id',
        labelKey: 'storePage.logo',
        helpKey: 'storePage.logoHelp',
        widget: { kind: 'custom', component: ImageField },
        schema: basic.logo_file_id,
      },
      {
        name: 'banner_file_id',
        labelKey: 'storePage.banner',
        helpKey: 'storePage.bannerHelp',
        widget: { kind: 'custom', component: ImageField },
        schema: basic.banner_file_id,
      },
      { name: 'description', labelKey: 'storePage.description', widget: { kind: 'textarea', rows: 5, maxLength: 3000 }, schema: basic.description, wide: true },
    ],
  },
  {
    key: 'company-overview',
    titleKey: 'storePage.companyOverview',
    descriptionKey: 'storePage.companyOverviewText',
    icon: ApartmentOutlined,
    fields: [
      {
        name: 'business_type',
        labelKey: 'storePage.businessType',
        widget: { kind: 'select', values: values(BUSINESS_TYPES, 'storeBusinessTypes') },
        schema: company.business_type,
      },
      {
        name: 'main_products',
        labelKey: 'storePage.mainProducts',
        helpKey: 'storePage.tagsHelp',
        widget: { kind: 'tags', max: 10, placeholderKey: 'storePage.mainProductsPlaceholder' },
        schema: company.main_products,
      },
      {
        name: 'certifications',
        labelKey: 'storePage.certifications',
        helpKey: 'storePage.tagsHelp',
        widget: { kind: 'tags', max: 20, placeholderKey: 'storePage.certificationsPlaceholder' },
        schema: company.certifications,
        wide: true,
      },
      {
        name: 'company_introduction',
        labelKey: 'storePage.companyIntroduction',
        widget: { kind: 'textarea', rows: 6, maxLength: 5000 },
        schema: company.company_introduction,
        wide: true,
      },
    ],
  },
  {
    key: 'factory-information',
    titleKey: 'storePage.factoryInformation',
    descriptionKey: 'storePage.factoryInformationText',
    icon: BuildOutlined,
    fields: [
      { name: 'location', labelKey: 'storePage.factoryLocation', widget: { kind: 'text' }, schema: factory.location, wide: true },
      {
        name: 'floor_area_sqm',
        labelKey: 'storePage.floorArea',
        widget: { kind: 'number', min: 1, suffixKey: 'storePage.squareMetres' },
        schema: factory.floor_area_sqm,
      },
      { name: 'production_lines', labelKey: 'storePage.productionLines', widget: { kind: 'number', min: 0 }, schema: factory.production_lines },
      {
        name: 'annual_capacity',
        labelKey: 'storePage.annualCapacity',
        widget: { kind: 'text', placeholderKey: 'storePage.annualCapacityPlaceholder' },
        schema: factory.annual_capacity,
      },
      {
        name: 'quality_control',
        labelKey: 'storePage.qualityControl',
        widget: { kind: 'textarea', rows: 4, maxLength: 2000 },
        schema: factory.quality_control,
        wide: true,
      },
    ],
  },
  {
    key: 'main-markets',
    titleKey: 'storePage.mainMarkets',
    descriptionKey: 'storePage.mainMarketsText',
    icon: GlobalOutlined,
    fields: [
      {
        name: 'main_customers',
        labelKey: 'storePage.mainCustomers',
        widget: { kind: 'textarea', rows: 3, maxLength: 1000 },
        schema: markets.main_customers,
        wide: true,
      },
    ],
    component: MarketsEditor,
    componentFirst: true,
  },
  {
    key: 'bank-details',
    titleKey: 'storePage.bankDetails',
    descriptionKey: 'storePage.bankDetailsText',
    icon: CreditCardOutlined,
    fields: [
      { name: 'account_holder', labelKey: 'storePage.accountHolder', widget: { kind: 'text' }, schema: bank.account_holder },
      { name: 'bank_name', labelKey: 'storePage.bankName', widget: { kind: 'text' }, schema: bank.bank_name },
      {
        name: 'account_number',
        labelKey: 'storePage.accountNumber',
        helpKey: 'storePage.accountNumberHelp',
        widget: { kind: 'custom', component: AccountNumberInput },
        schema: bank.account_number,
      },
      { name: 'swift_bic', labelKey: 'storePage.swift', widget: { kind: 'text' }, schema: bank.swift_bic },
      {
        name: 'currency',
        labelKey: 'storePage.accountCurrency',
        widget: { kind: 'select', values: values(CURRENCY_CODES, 'currencies') },
        schema: bank.currency,
      },
    ],
    component: BankPasswordField,
  },
  {
    key: 'trade-capabilities',
    titleKey: 'storePage.tradeCapabilities',
    descriptionKey: 'storePage.tradeCapabilitiesText',
    icon: SwapOutlined,
    fields: [
      {
        name: 'export_share',
        labelKey: 'storePage.exportShare',
        widget: { kind: 'number', min: 0, max: 100, suffixKey: 'storePage.percent' },
        schema: trade.export_share,
      },
      {
        name: 'average_lead_time_days',
        labelKey: 'storePage.leadTime',
        widget: { kind: 'number', min: 1, max: 365, suffixKey: 'storePage.days' },
        schema: trade.average_lead_time_days,
      },
      {
        name: 'incoterms',
        labelKey: 'storePage.incoterms',
        widget: { kind: 'multiSelect', values: values(INCOTERMS, 'storeIncoterms') },
        schema: trade.incoterms,
      },
      {
        name: 'payment_terms',
        labelKey: 'storePage.paymentTerms',
        widget: { kind: 'multiSelect', values: values(PAYMENT_TERMS, 'storePaymentTerms') },
        schema: trade.payment_terms,
      },
      {
        name: 'languages',
        labelKey: 'storePage.languages',
        widget: { kind: 'multiSelect', values: values(TRADE_LANGUAGES, 'storeLanguages') },
        schema: trade.languages,
      },
      { name: 'nearest_port', labelKey: 'storePage.nearestPort', widget: { kind: 'text' }, schema: trade.nearest_port },
    ],
  },
];

export function sectionDeclaration(key: StoreSection): StoreSectionDeclaration {
  const found = STORE_SECTION_DECLARATIONS.find((section) => section.key === key);
  if (!found) throw new Error(`unknown store section ${key}`);
  return found;
}
