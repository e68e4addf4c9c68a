// The ledger's entry types and states in each language the app speaks: the Finance pages' words
// (src/i18n/areas/finance.*.ts) and the statement PDF's (server/modules/statements/pdf-text.ts), kept once.
import type { AppLanguage as Language } from './languages';
import type { LedgerBucket, LedgerEntryType } from './money-constants';

export const LEDGER_ENTRY_WORDS: Record<Language, Record<LedgerEntryType, string>> = {
  en: {
    sale: 'Sale',
    commission: 'Commission',
    commission_tax: 'Tax on commission',
    reversal: 'Reversal',
    adjustment: 'Adjustment',
    payout: 'Payout',
    payout_reversal: 'Payout returned',
    release: 'Released',
    reserve_hold: 'Reserve held',
    reserve_release: 'Reserve released',
  },
  hi: {
    sale: 'बिक्री',
    commission: 'कमीशन',
    commission_tax: 'कमीशन पर कर',
    reversal: 'उलटाव',
    adjustment: 'समायोजन',
    payout: 'भुगतान',
    payout_reversal: 'भुगतान लौटा',
    release: 'रिलीज़ किया गया',
    reserve_hold: 'आरक्षित रखा गया',
    reserve_release: 'आरक्षित राशि रिलीज़',
  },
  zh: {
    sale: '销售',
    commission: '佣金',
    commission_tax: '佣金税',
    reversal: '冲销',
    adjustment: '调整',
    payout: '付款',
    payout_reversal: '付款退回',
    release: '已释放',
    reserve_hold: '保留金暂扣',
    reserve_release: '保留金释放',
  },
};

export const LEDGER_STATE_WORDS: Record<Language, Record<LedgerBucket, string>> = {
  en: { pending: 'Pending', payable: 'Payable', reserved: 'Reserved', paid: 'Paid' },
  hi: { pending: 'लंबित', payable: 'देय', reserved: 'आरक्षित', paid: 'भुगतान हुआ' },
  zh: { pending: '待结算', payable: '可付', reserved: '保留', paid: '已付' },
};
