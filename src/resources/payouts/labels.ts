import { defineLabels } from '../../engine/resource-labels';

/** The seller's payouts (resources.payouts); the back office's batch page reads the states' names too. */
export default defineLabels({
  en: {
    title: 'Payouts',
    one: 'payout',
    search: 'Search by batch number',
    empty: 'No payouts yet. Your payable balance is paid to the bank account in your store profile on your payout day.',
    fields: {
      created_at: 'Made',
      batch_number: 'Batch',
      amount: 'Amount',
      currency: 'Currency',
      state: 'State',
      account: 'To account',
      paid_at: 'Paid',
      bank_reference: 'Bank reference',
    },
    values: { state: { included: 'Awaiting transfer', sent: 'Sent', paid: 'Paid', failed: 'Returned', cancelled: 'Cancelled' } },
  },
  hi: {
    title: 'भुगतान',
    one: 'भुगतान',
    search: 'बैच संख्या से खोजें',
    empty: 'अभी कोई भुगतान नहीं। आपकी देय राशि भुगतान के दिन आपकी स्टोर प्रोफ़ाइल के बैंक खाते में भेजी जाती है।',
    fields: {
      created_at: 'बनाया गया',
      batch_number: 'बैच',
      amount: 'राशि',
      currency: 'मुद्रा',
      state: 'स्थिति',
      account: 'खाते में',
      paid_at: 'भुगतान हुआ',
      bank_reference: 'बैंक संदर्भ',
    },
    values: { state: { included: 'ट्रांसफ़र की प्रतीक्षा', sent: 'भेजा गया', paid: 'भुगतान हुआ', failed: 'लौटाया गया', cancelled: 'रद्द' } },
  },
  zh: {
    title: '付款',
    one: '付款',
    search: '按批次号搜索',
    empty: '暂无付款。可付余额会在付款日转入您店铺资料中的银行账户。',
    fields: {
      created_at: '创建',
      batch_number: '批次',
      amount: '金额',
      currency: '币种',
      state: '状态',
      account: '收款账户',
      paid_at: '已付',
      bank_reference: '银行参考号',
    },
    values: { state: { included: '等待转账', sent: '已发送', paid: '已支付', failed: '已退回', cancelled: '已取消' } },
  },
});
