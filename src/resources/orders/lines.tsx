// The order page's lines: product, quantity, unit price and line total, with the order's totals.
import { Table } from 'antd';
import { OrderLineCards } from '../../components/OrderLineCards';
import { useMediaQuery } from '../../components/useMediaQuery';
import { Link } from 'react-router';
import type { OrderLine } from '../../contract/operations';
import { useTranslation } from '../../i18n';
import { Money } from '../../engine/cells';
import { quantityText } from '../../components/catalogue-format';
import type { ShowSectionProps } from '../../engine/types';
import type { Order } from './cells';
import './orders.css';

/** Below this width the four columns would cut off the figures: the lines stack as cards instead. */
const NARROW = '(max-width: 599.98px)';

export function Lines({ record }: ShowSectionProps<Order>) {
  const { t, i18n } = useTranslation('rfq');
  const language = i18n.resolvedLanguage ?? 'en';
  const lines = record.lines ?? [];
  const narrow = useMediaQuery(NARROW);
  const quantityOf = (line: OrderLine) => quantityText(t, line.quantity, line.unit, language);
  const productOf = (line: OrderLine) =>
    // An item of an accepted quote that is not a catalogue product has no page (and no SKU).
    line.product_id ? (
      <Link to={`/ProductListingForm/view/${line.product_id}`} className="cell-link">
        <span className="name-cell">
          <span className="name-cell-name">{line.product_name}</span>
          <span className="name-cell-sub">{t('products.skuValue', { sku: line.sku })}</span>
        </span>
      </Link>
    ) : (
      <span className="name-cell-name">{line.product_name}</span>
    );
  const totals = record.totals;
  if (narrow)
    return (
      <OrderLineCards
        lines={lines.map((line) => ({
          id: line.id,
          name: productOf(line),
          detail: (
            <>
              {quantityOf(line)} × <Money minor={line.unit_price_minor} currency={record.currency} />
            </>
          ),
          total: <Money minor={line.line_total_minor} currency={record.currency} />,
        }))}
        totals={
          totals
            ? [
                { key: 'subtotal', label: t('orders.subtotal'), amount: <Money minor={totals.subtotal_minor} currency={totals.currency} /> },
                ...(totals.shipping_minor > 0
                  ? [{ key: 'shipping', label: t('orders.shipping'), amount: <Money minor={totals.shipping_minor} currency={totals.currency} /> }]
                  : []),
                { key: 'total', label: t('orders.total'), amount: <Money minor={totals.total_minor} currency={totals.currency} />, strong: true },
              ]
            : []
        }
      />
    );
  return (
    <Table<OrderLine>
      size="middle"
      rowKey="id"
      pagination={false}
      dataSource={lines}
      // No sideways scroll: the product's name wraps and the figures keep to one line (orders.css).
      className="resource-table order-lines"
      columns={[
        {
          key: 'product',
          title: t('orders.product'),
          render: (_: unknown, line) => productOf(line),
        },
        {
          key: 'quantity',
          title: t('orders.quantity'),
          align: 'right',
          className: 'order-figure',
          render: (_: unknown, line) => <span className="cell-nowrap">{quantityOf(line)}</span>,
        },
        {
          key: 'price',
          title: t('orders.unitPrice'),
          align: 'right',
          className: 'order-figure',
          render: (_: unknown, line) => <Money minor={line.unit_price_minor} currency={record.currency} />,
        },
        {
          key: 'total',
          title: t('orders.lineTotal'),
          align: 'right',
          className: 'order-figure',
          render: (_: unknown, line) => <Money minor={line.line_total_minor} currency={record.currency} />,
        },
      ]}
      summary={() =>
        record.totals ? (
          <>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3} align="right">
                {t('orders.subtotal')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Money minor={record.totals?.subtotal_minor} currency={record.totals?.currency} />
              </Table.Summary.Cell>
            </Table.Summary.Row>
            {record.totals.shipping_minor > 0 && (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3} align="right">
                  {t('orders.shipping')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <Money minor={record.totals.shipping_minor} currency={record.totals.currency} />
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
            <Table.Summary.Row className="order-total-row">
              <Table.Summary.Cell index={0} colSpan={3} align="right">
                {t('orders.total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Money minor={record.totals?.total_minor} currency={record.totals?.currency} />
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </>
        ) : null
      }
    />
  );
}
