import { CustomerServiceOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Collapse } from 'antd';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { PageHeader } from '../../engine/states';
import '../buyer-pages.css';

/** The FAQ's topics and their questions; the texts are in i18n under buyerFaq.<topic>_q<n> / _a<n>. */
export const FAQ_TOPICS = [
  { key: 'ordering', count: 3 },
  { key: 'payment', count: 3 },
  { key: 'shipping', count: 3 },
  { key: 'disputes', count: 2 },
  { key: 'account', count: 3 },
] as const;

/** /support/faq: answers to what a business buyer asks most, by topic. */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <div className="resource-page buyer-help-page">
      <PageHeader title={t('buyerFaq.title')}>
        <p className="form-section-text">{t('buyerFaq.intro')}</p>
      </PageHeader>
      {FAQ_TOPICS.map((topic) => (
        <section key={topic.key} className="resource-card" aria-labelledby={`faq-${topic.key}`}>
          <h2 id={`faq-${topic.key}`} className="form-section-title">
            {t(`buyerFaq.${topic.key}`)}
          </h2>
          <Collapse
            ghost
            items={Array.from({ length: topic.count }, (_, index) => ({
              key: `${topic.key}-${index + 1}`,
              label: <strong>{t(`buyerFaq.${topic.key}_q${index + 1}`)}</strong>,
              children: <p className="buyer-faq-answer">{t(`buyerFaq.${topic.key}_a${index + 1}`)}</p>,
            }))}
          />
        </section>
      ))}
      <ContactCard />
    </div>
  );
}

function ContactCard() {
  const { t } = useTranslation();
  return (
    <section className="resource-card buyer-help-contact">
      <CustomerServiceOutlined aria-hidden className="buyer-help-contact-icon" />
      <div>
        <h2 className="form-section-title">{t('buyerHelp.stillStuck')}</h2>
        <p className="form-section-text">{t('buyerHelp.stillStuckText')}</p>
        <Link to="/support/contact">{t('buyerNav.contact')}</Link>
      </div>
    </section>
  );
}

const GUIDES = ['ordering', 'payment', 'shipping', 'disputes', 'account'] as const;

/** /support/help: how buying here works, step by step, with the ways to get help. */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <div className="resource-page buyer-help-page">
      <PageHeader title={t('buyerHelp.title')}>
        <p className="form-section-text">{t('buyerHelp.intro')}</p>
      </PageHeader>
      <ul className="buyer-guide-grid">
        {GUIDES.map((guide) => (
          <li key={guide} className="resource-card">
            <h2 className="form-section-title">{t(`buyerHelp.${guide}Title`)}</h2>
            <p className="form-section-text">{t(`buyerHelp.${guide}Text`)}</p>
          </li>
        ))}
        <li className="resource-card">
          <h2 className="form-section-title">
            <QuestionCircleOutlined aria-hidden /> {t('buyerFaq.title')}
          </h2>
          <p className="form-section-text">{t('buyerHelp.faqText')}</p>
          <Link to="/support/faq">{t('buyerHelp.readFaq')}</Link>
        </li>
      </ul>
      <ContactCard />
    </div>
  );
}
