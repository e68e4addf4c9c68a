import { defineLabels } from '../../engine/resource-labels';

/** The seller's monthly statements (resources.statements). */
export default defineLabels({
  en: {
    title: 'Statements',
    one: 'statement',
    month: 'Month',
    currencies: 'Currencies',
    files: 'Download',
    filesOf: 'Statement of {{month}}',
    empty: 'No statements yet. A month appears here once your ledger has an entry in it.',
  },
  hi: {
    title: 'विवरण',
    one: 'विवरण',
    month: 'महीना',
    currencies: 'मुद्राएँ',
    files: 'डाउनलोड',
    filesOf: '{{month}} का विवरण',
    empty: 'अभी कोई विवरण नहीं। जिस महीने आपकी खाता-बही में कोई प्रविष्टि होगी, वह यहाँ दिखेगा।',
  },
  zh: {
    title: '对账单',
    one: '对账单',
    month: '月份',
    currencies: '币种',
    files: '下载',
    filesOf: '{{month}}的对账单',
    empty: '暂无对账单。账本中有记录的月份会显示在这里。',
  },
});
