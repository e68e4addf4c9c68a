// Every word the PDFs print (the seller's statement, the commission invoice and the buyer's pro-forma
// invoice), in each language the app speaks. Figures, dates (YYYY-MM-DD), currency codes, order and
// invoice numbers stay as they are in every language; month names follow the language's locale.
import type { DocumentLanguage } from '../../lib/document-language';
// The ledger's entry types and states in the words the app's Finance pages use.
import { LEDGER_ENTRY_WORDS, LEDGER_STATE_WORDS } from '../../../src/contract/ledger-words';

export interface PdfText {
  issued: (date: string) => string;
  seller: string;
  billTo: string;
  total: string;
  currency: string;
  commission: string;
  amount: string;
  date: string;
  note: (text: string) => string;

  statementTitle: string;
  taxIdInline: (id: string) => string;
  noEntries: string;
  buckets: Record<'pending' | 'payable' | 'reserved' | 'paid', string>;
  openingBalance: string;
  closingBalance: string;
  sales: string;
  commissionTax: string;
  paidOut: string;
  entryCount: (count: number) => string;
  entry: string;
  order: string;
  state: string;
  payableAfter: string;
  pendingAfter: string;
  entryTypes: Record<string, string>;

  invoiceTitle: string;
  period: (month: string) => string;
  from: string;
  taxId: (id: string) => string;
  registration: (number: string) => string;
  description: string;
  tax: string;
  commissionFor: (month: string) => string;
  totalIn: (currency: string, due: boolean) => string;
  invoiceNoteDirect: string;
  invoiceNoteCollect: string;
  invoiceNumbering: string;

  proformaTitle: string;
  orderPlaced: (date: string) => string;
  paymentDue: (date: string) => string;
  product: string;
  sku: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  subtotal: string;
  shipping: string;
  received: string;
  amountDue: string;
  paymentStatus: (state: string) => string;
  paymentStates: Record<'unpaid' | 'partially_paid' | 'paid' | 'overpaid', string>;
  terms: Record<'advance' | 'net30', string>;
  accountName: string;
  bank: string;
  account: string;
  swift: string;
  reference: string;
  dueDate: string;
  termsLabel: string;
  howToPay: string;
  payment: string;
  referenceHint: string;
  notTaxInvoice: string;
}

const en: PdfText = {
  issued: (date) => `Issued ${date}`,
  seller: 'Seller',
  billTo: 'Bill to',
  total: 'Total',
  currency: 'Currency',
  commission: 'Commission',
  amount: 'Amount',
  date: 'Date',
  note: (text) => `Note: ${text}`,

  statementTitle: 'Seller statement',
  taxIdInline: (id) => `Tax id ${id}`,
  noEntries: 'No ledger entries this month.',
  buckets: LEDGER_STATE_WORDS.en,
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  sales: 'Sales',
  commissionTax: 'Tax on commission',
  paidOut: 'Paid out',
  entryCount: (count) => `${count} ${count === 1 ? 'entry' : 'entries'}`,
  entry: 'Entry',
  order: 'Order',
  state: 'State',
  payableAfter: 'Payable after',
  pendingAfter: 'Pending after',
  entryTypes: LEDGER_ENTRY_WORDS.en,

  invoiceTitle: 'Commission invoice',
  period: (month) => `Period ${month}`,
  from: 'From',
  taxId: (id) => `Tax id: ${id}`,
  registration: (number) => `Registration: ${number}`,
  description: 'Description',
  tax: 'Tax',
  commissionFor: (month) => `Commission, ${month}`,
  totalIn: (currency, due) => `${due ? 'Total due' : 'Total'} (${currency})`,
  invoiceNoteDirect: 'Your buyers paid you directly: please pay the total due to the marketplace, with the invoice number as the reference.',
  invoiceNoteCollect: 'Already deducted from your payouts: the marketplace kept this commission and its tax from your sales. Nothing to pay.',
  invoiceNumbering: 'Commission invoices are numbered without gaps per year.',

  proformaTitle: 'Pro-forma invoice',
  orderPlaced: (date) => `Order placed ${date}`,
  paymentDue: (date) => `Payment due ${date}`,
  product: 'Product',
  sku: 'SKU',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  lineTotal: 'Line total',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  received: 'Received',
  amountDue: 'Amount due',
  paymentStatus: (state) => `Payment status: ${state}`,
  paymentStates: { unpaid: 'Unpaid', partially_paid: 'Partially paid', paid: 'Paid', overpaid: 'Overpaid' },
  terms: { advance: 'Payment in advance by bank transfer', net30: 'Net 30 (agreed terms)' },
  accountName: 'Account name',
  bank: 'Bank',
  account: 'IBAN / account number',
  swift: 'SWIFT / IFSC',
  reference: 'Payment reference',
  dueDate: 'Due date',
  termsLabel: 'Terms',
  howToPay: 'How to pay',
  payment: 'Payment',
  referenceHint: 'Write the order number as the payment reference, so that your payment is matched to this order.',
  notTaxInvoice: 'This pro-forma invoice is a request for payment, not a tax invoice.',
};

const hi: PdfText = {
  issued: (date) => `जारी ${date}`,
  seller: 'विक्रेता',
  billTo: 'बिल प्राप्तकर्ता',
  total: 'कुल',
  currency: 'मुद्रा',
  commission: 'कमीशन',
  amount: 'राशि',
  date: 'तारीख',
  note: (text) => `टिप्पणी: ${text}`,

  statementTitle: 'विक्रेता विवरण',
  taxIdInline: (id) => `कर आईडी ${id}`,
  noEntries: 'इस महीने कोई लेजर प्रविष्टि नहीं है।',
  buckets: LEDGER_STATE_WORDS.hi,
  openingBalance: 'प्रारंभिक शेष',
  closingBalance: 'अंतिम शेष',
  sales: 'बिक्री',
  commissionTax: 'कमीशन पर कर',
  paidOut: 'भुगतान किया गया',
  entryCount: (count) => `${count} प्रविष्टि${count === 1 ? '' : 'याँ'}`,
  entry: 'प्रविष्टि',
  order: 'ऑर्डर',
  state: 'स्थिति',
  payableAfter: 'बाद में देय',
  pendingAfter: 'बाद में लंबित',
  entryTypes: LEDGER_ENTRY_WORDS.hi,

  invoiceTitle: 'कमीशन चालान',
  period: (month) => `अवधि ${month}`,
  from: 'प्रेषक',
  taxId: (id) => `कर आईडी: ${id}`,
  registration: (number) => `पंजीकरण: ${number}`,
  description: 'विवरण',
  tax: 'कर',
  commissionFor: (month) => `कमीशन, ${month}`,
  totalIn: (currency, due) => `${due ? 'कुल देय' : 'कुल'} (${currency})`,
  invoiceNoteDirect: 'आपके खरीदारों ने सीधे आपको भुगतान किया है: कृपया कुल देय राशि मार्केटप्लेस को चुकाएँ, संदर्भ में चालान संख्या लिखें।',
  invoiceNoteCollect: 'आपके भुगतानों से पहले ही काट लिया गया: मार्केटप्लेस ने यह कमीशन और उसका कर आपकी बिक्री से रख लिया है। कुछ भी चुकाना नहीं है।',
  invoiceNumbering: 'कमीशन चालान हर वर्ष बिना अंतराल के क्रमांकित होते हैं।',

  proformaTitle: 'प्रोफ़ॉर्मा चालान',
  orderPlaced: (date) => `ऑर्डर दिया गया ${date}`,
  paymentDue: (date) => `भुगतान की अंतिम तिथि ${date}`,
  product: 'उत्पाद',
  sku: 'SKU',
  quantity: 'मात्रा',
  unitPrice: 'इकाई मूल्य',
  lineTotal: 'पंक्ति कुल',
  subtotal: 'उप-योग',
  shipping: 'शिपिंग',
  received: 'प्राप्त',
  amountDue: 'देय राशि',
  paymentStatus: (state) => `भुगतान की स्थिति: ${state}`,
  paymentStates: { unpaid: 'भुगतान नहीं हुआ', partially_paid: 'आंशिक भुगतान', paid: 'भुगतान हो गया', overpaid: 'अधिक भुगतान' },
  terms: { advance: 'बैंक ट्रांसफ़र से अग्रिम भुगतान', net30: 'नेट 30 (सहमत शर्तें)' },
  accountName: 'खाते का नाम',
  bank: 'बैंक',
  account: 'IBAN / खाता संख्या',
  swift: 'SWIFT / IFSC',
  reference: 'भुगतान संदर्भ',
  dueDate: 'अंतिम तिथि',
  termsLabel: 'शर्तें',
  howToPay: 'भुगतान कैसे करें',
  payment: 'भुगतान',
  referenceHint: 'भुगतान संदर्भ में ऑर्डर संख्या लिखें, ताकि आपका भुगतान इस ऑर्डर से मिलाया जा सके।',
  notTaxInvoice: 'यह प्रोफ़ॉर्मा चालान भुगतान का अनुरोध है, कर चालान नहीं।',
};

const zh: PdfText = {
  issued: (date) => `开具日期 ${date}`,
  seller: '卖家',
  billTo: '收票方',
  total: '合计',
  currency: '币种',
  commission: '佣金',
  amount: '金额',
  date: '日期',
  note: (text) => `备注：${text}`,

  statementTitle: '卖家对账单',
  taxIdInline: (id) => `税号 ${id}`,
  noEntries: '本月没有账目记录。',
  buckets: LEDGER_STATE_WORDS.zh,
  openingBalance: '期初余额',
  closingBalance: '期末余额',
  sales: '销售额',
  commissionTax: '佣金税',
  paidOut: '已付款',
  entryCount: (count) => `${count} 条记录`,
  entry: '记录',
  order: '订单',
  state: '状态',
  payableAfter: '之后可支付',
  pendingAfter: '之后待结算',
  entryTypes: LEDGER_ENTRY_WORDS.zh,

  invoiceTitle: '佣金发票',
  period: (month) => `期间 ${month}`,
  from: '开票方',
  taxId: (id) => `税号：${id}`,
  registration: (number) => `注册号：${number}`,
  description: '说明',
  tax: '税额',
  commissionFor: (month) => `佣金，${month}`,
  totalIn: (currency, due) => `${due ? '应付合计' : '合计'}（${currency}）`,
  invoiceNoteDirect: '您的买家已直接向您付款：请将应付合计支付给平台，并以发票号作为付款备注。',
  invoiceNoteCollect: '已从您的付款中扣除：平台已从您的销售额中扣留此佣金及其税额。无需另行支付。',
  invoiceNumbering: '佣金发票按年度连续编号，无间断。',

  proformaTitle: '形式发票',
  orderPlaced: (date) => `下单日期 ${date}`,
  paymentDue: (date) => `付款截止 ${date}`,
  product: '商品',
  sku: 'SKU',
  quantity: '数量',
  unitPrice: '单价',
  lineTotal: '小计',
  subtotal: '商品合计',
  shipping: '运费',
  received: '已收款',
  amountDue: '应付金额',
  paymentStatus: (state) => `付款状态：${state}`,
  paymentStates: { unpaid: '未付款', partially_paid: '部分付款', paid: '已付款', overpaid: '多付' },
  terms: { advance: '银行转账预付', net30: '30 天账期（约定条款）' },
  accountName: '账户名称',
  bank: '银行',
  account: 'IBAN / 账号',
  swift: 'SWIFT / IFSC',
  reference: '付款备注',
  dueDate: '截止日期',
  termsLabel: '付款条款',
  howToPay: '付款方式',
  payment: '付款',
  referenceHint: '请在付款备注中填写订单号，以便将您的付款与此订单对应。',
  notTaxInvoice: '此形式发票为付款请求，并非税务发票。',
};

export const PDF_TEXT: Record<DocumentLanguage, PdfText> = { en, hi, zh };
