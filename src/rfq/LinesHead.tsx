// A list row's items in the reader's language: "500 pieces × Cotton tote bag, 1 carton × Paper bag",
// and how many more the request holds. Its own module, with the unit counts it needs, so that the
// seller portal's first page (which declares the RFQ board's cells) does not load them: the board's
// cell loads it when a row is drawn.
import type { RfqLineBrief } from '../contract/rfq';
import { quantityText } from '../components/catalogue-format';
import { useTranslation } from '../i18n';
import { useLanguage } from './rfq-display';

export default function LinesHead({ head, count }: { head: RfqLineBrief[]; count: number }) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const items = head.map((line) => `${quantityText(t, line.quantity, line.unit, language)} × ${line.name}`).join(', ');
  const more = count - head.length;
  return <>{more > 0 ? `${items} ${t('rfq.moreItems', { count: more })}` : items}</>;
}
