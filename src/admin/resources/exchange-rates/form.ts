// The exchange rate form (the drawer over the list), loaded with its first opening.
import { CURRENCY_CODES } from '../../../contract/catalog-constants';
import { exchangeRateMessages, rateFields, type ExchangeRate } from '../../../contract/exchange-rates';
import type { FormDeclaration, ValueSet } from '../../../engine/types';

const CURRENCY: ValueSet = { values: CURRENCY_CODES, labelPrefix: 'currencies' };

export const exchangeRateForm: FormDeclaration<ExchangeRate> = {
  sections: [
    {
      key: 'rate',
      titleKey: 'adminRates.sectionRate',
      descriptionKey: 'adminRates.sectionRateText',
      fields: [
        { name: 'base_currency', labelKey: 'adminRates.baseCurrency', widget: { kind: 'select', values: CURRENCY }, schema: rateFields.base_currency },
        { name: 'quote_currency', labelKey: 'adminRates.quoteCurrency', widget: { kind: 'select', values: CURRENCY }, schema: rateFields.quote_currency },
        {
          name: 'rate',
          labelKey: 'adminRates.rate',
          helpKey: 'adminRates.rateHelp',
          widget: { kind: 'text', placeholderKey: 'adminRates.ratePlaceholder' },
          schema: rateFields.rate,
        },
        { name: 'rate_date', labelKey: 'adminRates.rateDate', widget: { kind: 'date' }, schema: rateFields.rate_date },
      ],
    },
  ],
  defaults: { quote_currency: 'USD' },
  crossCheck: (payload): Record<string, string> =>
    payload.base_currency && payload.base_currency === payload.quote_currency ? { quote_currency: exchangeRateMessages.samePair } : {},
  afterCreate: 'list',
  afterEdit: 'list',
};
