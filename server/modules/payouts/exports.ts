// A batch as the bank takes it: a CSV of every transfer, and the EUR transfers as an ISO 20022 customer
// credit transfer initiation (pain.001.001.03, SEPA), from the marketplace's account to each seller's.
import { payoutMessages } from '../../../src/contract/payouts';
import type { Config } from '../../config';
import { toCsvLine } from '../../lib/csv';
import { conflict } from '../../lib/errors';
import type { BatchRow } from './batches';
import { decimalAmount } from '../../lib/amounts';

export interface Transfer {
  item: {
    id: string;
    currency: string;
    amountMinor: number;
    accountHolder: string;
    bankName: string;
    accountNumber: string;
    swiftBic: string | null;
    state: string;
  };
  sellerName: string;
}

export const PAYOUT_CSV_COLUMNS = [
  'batch',
  'payout_id',
  'seller',
  'account_holder',
  'bank_name',
  'account_number',
  'swift_bic',
  'currency',
  'amount',
  'reference',
  'state',
] as const;

/** The reference each transfer carries to the seller's statement: the batch number. */
const referenceOf = (batch: BatchRow) => `Payout ${batch.number}`;

export function payoutCsv(batch: BatchRow, transfers: Transfer[]): string {
  const rows = transfers.map(({ item, sellerName }) =>
    toCsvLine([
      batch.number,
      item.id,
      sellerName,
      item.accountHolder,
      item.bankName,
      item.accountNumber,
      item.swiftBic ?? '',
      item.currency,
      decimalAmount(item.amountMinor, item.currency),
      referenceOf(batch),
      item.state,
    ]),
  );
  return `${[toCsvLine(PAYOUT_CSV_COLUMNS), ...rows].join('\r\n')}\r\n`;
}

const IBAN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/;
const BIC = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

/** Whether an IBAN's check digits are right (ISO 13616: the number rearranged, mod 97, is 1). */
export function isValidIban(value: string): boolean {
  if (!IBAN.test(value)) return false;
  const rearranged = `${value.slice(4)}${value.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] as string);
/** SEPA's character set is Latin; anything else (Hindi, Chinese names) is replaced rather than refused by the bank. */
const sepaText = (text: string, max: number) =>
  escapeXml(
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9/?:().,'+\- ]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max) || 'Seller',
  );
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * The batch's EUR transfers as pain.001.001.03: one payment information block debiting the
 * marketplace's account, one credit transfer per seller. Refused (409) when there is no EUR transfer, or
 * when a seller's account is not a valid IBAN with a BIC (named, so staff can ask them to fix it).
 */
export function pain001(batch: BatchRow, transfers: Transfer[], bank: Config['marketplaceBank'], now = new Date()): string {
  const euro = transfers.filter(({ item }) => item.currency === 'EUR');
  if (euro.length === 0) throw conflict(payoutMessages.noEuroItems);
  const unready = euro.filter(({ item }) => !isValidIban(compact(item.accountNumber)) || !BIC.test(compact(item.swiftBic ?? '')));
  if (unready.length > 0) throw conflict(payoutMessages.notSepaReady(unready.map(({ sellerName }) => sellerName).join(', ')));
  if (!isValidIban(compact(bank.account)) || !BIC.test(compact(bank.swift))) throw conflict(payoutMessages.marketplaceNotSepa);
  const total = euro.reduce((sum, { item }) => sum + item.amountMinor, 0);
  const created = now.toISOString().slice(0, 19);
  const day = now.toISOString().slice(0, 10);
  const messageId = `${batch.number}-EUR`;
  const transactions = euro
    .map(
      ({ item, sellerName }) => `      <CdtTrfTxInf>
        <PmtId><EndToEndId>${escapeXml(item.id.replace(/-/g, '').slice(0, 35))}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">${decimalAmount(item.amountMinor, 'EUR')}</InstdAmt></Amt>
        <CdtrAgt><FinInstnId><BIC>${compact(item.swiftBic ?? '')}</BIC></FinInstnId></CdtrAgt>
        <Cdtr><Nm>${sepaText(item.accountHolder || sellerName, 70)}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${compact(item.accountNumber)}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>${sepaText(`${referenceOf(batch)} ${sellerName}`, 140)}</Ustrd></RmtInf>
      </CdtTrfTxInf>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>${escapeXml(messageId)}</MsgId>
      <CreDtTm>${created}</CreDtTm>
      <NbOfTxs>${euro.length}</NbOfTxs>
      <CtrlSum>${decimalAmount(total, 'EUR')}</CtrlSum>
      <InitgPty><Nm>${sepaText(bank.accountName, 70)}</Nm></InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${escapeXml(messageId)}</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <BtchBookg>true</BtchBookg>
      <NbOfTxs>${euro.length}</NbOfTxs>
      <CtrlSum>${decimalAmount(total, 'EUR')}</CtrlSum>
      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>
      <ReqdExctnDt>${day}</ReqdExctnDt>
      <Dbtr><Nm>${sepaText(bank.accountName, 70)}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>${compact(bank.account)}</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><BIC>${compact(bank.swift)}</BIC></FinInstnId></DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
${transactions}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}
