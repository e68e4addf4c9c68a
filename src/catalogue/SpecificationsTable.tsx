import { useTranslation } from '../i18n';

/** The seller's specifications as a two-column table, in their order. */
export function SpecificationsTable({ specifications }: { specifications: ReadonlyArray<{ key: string; value: string }> }) {
  const { t } = useTranslation();
  if (specifications.length === 0) return <p className="catalogue-muted">{t('catalogue.noSpecifications')}</p>;
  return (
    <table className="catalogue-table catalogue-spec-table">
      <caption className="visually-hidden">{t('catalogue.specifications')}</caption>
      <tbody>
        {specifications.map((spec) => (
          <tr key={spec.key}>
            <th scope="row">{spec.key}</th>
            <td>{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
