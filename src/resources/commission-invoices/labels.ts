import { defineLabels } from '../../engine/resource-labels';

/** The seller's commission invoices (resources.commission-invoices). */
export default defineLabels({
  en: {
    title: 'Invoices',
    one: 'invoice',
    number: 'Number',
    month: 'Period',
    issued: 'Issued',
    total: 'Commission and tax',
    split: 'Commission {{commission}} + tax {{tax}}',
    pdf: 'Download',
    empty: "No invoices yet. Each month's commission invoice appears here early the next month.",
  },
  hi: {
    title: 'चालान',
    one: 'चालान',
    number: 'संख्या',
    month: 'अवधि',
    issued: 'जारी',
    total: 'कमीशन और कर',
    split: 'कमीशन {{commission}} + कर {{tax}}',
    pdf: 'डाउनलोड',
    empty: 'अभी कोई चालान नहीं। हर महीने का कमीशन चालान अगले महीने की शुरुआत में यहाँ दिखता है।',
  },
  zh: {
    title: '发票',
    one: '发票',
    number: '编号',
    month: '期间',
    issued: '开具时间',
    total: '佣金及税费',
    split: '佣金 {{commission}} + 税 {{tax}}',
    pdf: '下载',
    empty: '暂无发票。每月的佣金发票会在次月初显示在这里。',
  },
});
