// The commission invoices' cells: what each bills per currency, and its PDF.
import type { CommissionInvoice } from '../../contract/statements';
import { formatMoney } from '../../components/money';
import type { CellProps } from '../../engine/types';
import { useTranslation } from '../../i18n';
import { DownloadButton } from '../statements/cells';

/** Commission plus tax, one line per currency. */
export function InvoiceTotalCell({ record }: CellProps<CommissionInvoice>) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <span className="invoice-totals">
      {record.lines.map((line) => (
        <span
          key={line.currency}
          title={t('resources.commission-invoices.split', {
            commission: formatMoney(line.commission_minor, line.currency, language),
            tax: formatMoney(line.tax_minor, line.currency, language),
          })}
        >
          {formatMoney(line.total_minor, line.currency, language)}
        </span>
      ))}
    </span>
  );
}

/** The invoice's PDF; `base` is the API path of the invoices (the seller's own, or staff's). */
export function invoicePdfCell(base: string) {
  return function InvoicePdfCell({ record }: CellProps<CommissionInvoice>) {
    return <DownloadButton path={`${base}/${record.id}/pdf`} filename={`${record.number}.pdf`} label="PDF" />;
  };
}
