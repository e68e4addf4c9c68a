// A requisition list's page: its products as the catalogue shows them now, each quantity editable by a
// member who keeps lists, and "Add to cart", which puts the orderable lines in the caller's cart and
// opens it (lines no longer in the catalogue stay in the list and are named).
import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Alert, InputNumber } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../components/Button';
import { StatusTag } from '../components/StatusTag';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatMoney } from '../components/money';
import { REQUISITION_QUANTITY_MAX, requisitionMessages } from '../contract/company-messages';
import type { RequisitionAddToCartResult, RequisitionLine, RequisitionListDetail } from '../contract/company';
import { EmptyState, ErrorState, PageHeader, TableSkeleton } from '../engine/states';
import { useApiData } from '../engine/useApiData';
import type { PageProps } from '../engine/types';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { refreshBuyerCounts } from '../providers/buyer-counts';
import { holdsPermission, useCompany } from './company-store';
import './company.css';

function LineRow({ line, listId, editable, onChanged }: { line: RequisitionLine; listId: string; editable: boolean; onChanged: () => void }) {
  const { t, i18n } = useTranslation('companyPortal');
  const language = i18n.resolvedLanguage ?? 'en';
  const [quantity, setQuantity] = useState<number | null>(line.quantity);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const path = `/company/requisition-lists/${encodeURIComponent(listId)}/lines/${encodeURIComponent(line.id)}`;
  const save = async () => {
    if (quantity === null || quantity === line.quantity) return;
    setBusy(true);
    const result = await api.patch(path, { quantity }, { successToast: true });
    setBusy(false);
    if (result.success) onChanged();
    else setQuantity(line.quantity);
  };
  const remove = async () => {
    const result = await api.del(path, undefined, { successToast: true });
    if (result.success) onChanged();
  };
  return (
    <tr className={line.available ? undefined : 'is-unavailable'}>
      <td>
        <Link to={`/Product/${encodeURIComponent(line.product_id)}`} className="requisition-product">
          {line.product.name}
        </Link>
        <div className="company-muted">
          {line.product.sku} · {line.product.supplier.name}
        </div>
        {!line.available && <StatusTag color="default">{t('companyPortal.unavailable')}</StatusTag>}
      </td>
      <td className="is-number">{formatMoney(line.product.unit_price_minor, line.product.currency, language)}</td>
      <td className="is-number">
        {editable ? (
          <InputNumber<number>
            aria-label={t('companyPortal.quantityOf', { name: line.product.name })}
            min={1}
            max={REQUISITION_QUANTITY_MAX}
            precision={0}
            value={quantity}
            disabled={busy}
            onChange={setQuantity}
            onBlur={() => void save()}
            onPressEnter={() => void save()}
            className="requisition-quantity"
          />
        ) : (
          line.quantity
        )}{' '}
        <span className="company-muted">{line.product.unit}</span>
      </td>
      <td className="is-number">{formatMoney(line.product.unit_price_minor * line.quantity, line.product.currency, language)}</td>
      {editable && (
        <td className="is-number">
          <Button type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={() => setRemoving(true)}>
            <span className="visually-hidden">{t('companyPortal.removeNamed', { name: line.product.name })}</span>
          </Button>
          <ConfirmDialog
            open={removing}
            title={t('companyPortal.removeLineTitle', { name: line.product.name })}
            description={t('companyPortal.removeLineText')}
            confirmLabel={t('companyPortal.removeLine')}
            onConfirm={remove}
            onClose={() => setRemoving(false)}
          />
        </td>
      )}
    </tr>
  );
}

export default function RequisitionListPage({ resource }: PageProps) {
  const { t } = useTranslation('companyPortal');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const company = useCompany();
  const list = useApiData<RequisitionListDetail>(`/company/requisition-lists/${encodeURIComponent(id)}`);
  const [adding, setAdding] = useState(false);
  const [skipped, setSkipped] = useState<RequisitionAddToCartResult['skipped']>([]);
  const editable = holdsPermission('lists.manage', company);
  const canOrder = holdsPermission('orders.place', company);
  const back = { to: resource.routes.list, label: t('resources.buyer-requisition-lists.title') };

  const addToCart = async () => {
    setAdding(true);
    const result = await api.post<RequisitionAddToCartResult>(`/company/requisition-lists/${encodeURIComponent(id)}/add-to-cart`, undefined, {
      successToast: true,
    });
    setAdding(false);
    if (!result.success) return;
    void refreshBuyerCounts();
    if (result.data.skipped.length > 0) setSkipped(result.data.skipped);
    else navigate('/cart');
  };

  if (!list.data) {
    return (
      <div className="resource-page company-page">
        <PageHeader title={back.label} back={back} />
        {list.error ? <ErrorState error={{ message: list.error, statusCode: 0 }} onRetry={list.reload} /> : <TableSkeleton rows={4} />}
      </div>
    );
  }
  const detail = list.data;
  const orderable = detail.lines.some((line) => line.available);
  return (
    <div className="resource-page company-page">
      <PageHeader
        title={detail.name}
        back={back}
        extra={
          canOrder && (
            <Button type="primary" icon={<ShoppingCartOutlined aria-hidden />} loading={adding} disabled={!orderable} onClick={() => void addToCart()}>
              {t('companyPortal.addToCart')}
            </Button>
          )
        }
      >
        <span className="company-muted">{t('companyPortal.listMeta', { count: detail.lines.length, name: detail.created_by?.name ?? '—' })}</span>
      </PageHeader>
      {skipped.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="company-alert"
          message={t('companyPortal.skippedTitle')}
          description={
            <>
              <ul>
                {skipped.map((line) => (
                  <li key={line.product_id}>{line.name}</li>
                ))}
              </ul>
              <Link to="/cart">{t('companyPortal.openCart')}</Link>
            </>
          }
        />
      )}
      {!orderable && detail.lines.length > 0 && <Alert type="info" showIcon className="company-alert" message={translateMessage(requisitionMessages.empty)} />}
      {detail.lines.length === 0 ? (
        <EmptyState text={t('companyPortal.listEmpty')} action={<Link to="/Product">{t('companyPortal.browse')}</Link>} />
      ) : (
        <div className="resource-card company-table-wrap">
          <table className="company-table">
            <thead>
              <tr>
                <th>{t('companyPortal.product')}</th>
                <th className="is-number">{t('companyPortal.unitPrice')}</th>
                <th className="is-number">{t('companyPortal.quantity')}</th>
                <th className="is-number">{t('companyPortal.lineTotal')}</th>
                {editable && (
                  <th className="is-number">
                    <span className="visually-hidden">{t('resources.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {detail.lines.map((line) => (
                <LineRow key={`${line.id}:${line.quantity}`} line={line} listId={detail.id} editable={editable} onChanged={list.reload} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
