// "Can't find what you need?": the way from the catalogue and the buyers' home to posting a request for
// quotation and to the board of open requests. Light (links only): the public entry pages show it.
import { Link } from 'react-router';
import { useTranslation } from '../i18n';
import { useLoginState } from '../providers/session';

/** Where "Post an RFQ" leads: the form for a buyer, sign-in (then the form) for a visitor. */
export const POST_RFQ_SIGNED_OUT = '/login?redirect=%2Frfq%2Fnew';

export function RfqPrompt({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { token, userDetails } = useLoginState();
  // Suppliers and staff do not post requests; they still see the board.
  const mayPost = !token || (userDetails?.roles ?? []).includes('buyer');
  return (
    <aside className={['rfq-prompt', className].filter(Boolean).join(' ')} aria-labelledby="rfq-prompt-title">
      <div>
        <h2 id="rfq-prompt-title">{t('catalogue.rfqPromptTitle')}</h2>
        <p>{t('catalogue.rfqPromptText')}</p>
      </div>
      <div className="rfq-prompt-actions">
        {mayPost && (
          <Link className="link-button" to={token ? '/rfq/new' : POST_RFQ_SIGNED_OUT}>
            {t('catalogue.rfqPost')}
          </Link>
        )}
        <Link to="/rfq">{t('catalogue.rfqBoard')}</Link>
      </div>
    </aside>
  );
}
