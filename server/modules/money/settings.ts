// The money settings of this process, from its configuration (server/config.ts): read where an order is
// placed (the tax rate and the settlement mode frozen on it) and by the release job. One process has one
// configuration; buildApp sets them, and a test that wants other values builds its app with them.
import type { SettlementMode } from '../../../src/contract/money-constants';
import type { Config } from '../../config';

export interface MoneySettings {
  settlementMode: SettlementMode;
  /** Tax on commission, in basis points (18 % = 1,800). */
  commissionTaxBp: number;
  returnWindowDays: number;
  /** Share of a release held from a new seller, in percent. */
  reservePercent: number;
  /** The smallest payable balance a payout takes, in major units of each currency. */
  payoutMinimum: number;
}

let current: MoneySettings = { settlementMode: 'collect', commissionTaxBp: 1_800, returnWindowDays: 7, reservePercent: 10, payoutMinimum: 10 };

export function moneySettingsOf(
  config: Pick<Config, 'settlementMode' | 'commissionTaxPercent' | 'returnWindowDays' | 'newSellerReservePercent' | 'payoutMinimum'>,
): MoneySettings {
  return {
    settlementMode: config.settlementMode,
    commissionTaxBp: Math.round(config.commissionTaxPercent * 100),
    returnWindowDays: config.returnWindowDays,
    reservePercent: config.newSellerReservePercent,
    payoutMinimum: config.payoutMinimum,
  };
}

export const useMoneySettings = (settings: MoneySettings): void => {
  current = settings;
};
export const moneySettings = (): MoneySettings => current;
