// "Add to requisition list" on a product page, for a company member who keeps lists: a dialog to pick
// one of the company's lists (or name a new one) and the quantity. Loaded only for such a member, so
// the product page's first load carries none of it.
import OrderedListOutlined from '@ant-design/icons-svg/es/asn/OrderedListOutlined';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { Icon } from '../components/Icon';
import { REQUISITION_QUANTITY_MAX } from '../contract/company-messages';
import type { RequisitionList } from '../contract/company';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { toast } from '../providers/toast';
import '../components/plain-controls.css';

interface Values {
  list_id?: string;
  name?: string;
  quantity: number;
}

function PickListDialog({ productId, onClose }: { productId: string; onClose: () => void }) {
  const { t } = useTranslation('companyPortal');
  const [form] = Form.useForm<Values>();
  const [lists, setLists] = useState<RequisitionList[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void api
      .get<RequisitionList[]>('company/requisition-lists', { query: { limit: 100 }, toast: false, signal: controller.signal })
      .then((result) => !controller.signal.aborted && setLists(result.success ? result.data : []));
    return () => controller.abort();
  }, []);

  const submit = async (values: Values) => {
    setProblem(null);
    const name = values.name?.trim();
    if (!values.list_id && !name) return setProblem(t('companyPortal.chooseListFirst'));
    setBusy(true);
    const line = { product_id: productId, quantity: values.quantity };
    const result = values.list_id
      ? await api.post(`company/requisition-lists/${encodeURIComponent(values.list_id)}/lines`, line, { toast: false })
      : await api.post('company/requisition-lists', { name, lines: [line] }, { toast: false });
    setBusy(false);
    if (!result.success) return setProblem(translateMessage(result.errors ? (Object.values(result.errors)[0] ?? result.message) : result.message));
    toast.success(translateMessage(result.message));
    onClose();
  };

  return (
    <Modal
      open
      title={t('companyPortal.addToList')}
      onCancel={onClose}
      okText={t('companyPortal.addToListSubmit')}
      cancelText={t('resources.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ quantity: 1 }} onFinish={(values) => void submit(values)}>
        {lists !== null && lists.length === 0 && <p className="company-muted">{t('companyPortal.noLists')}</p>}
        {(lists === null || lists.length > 0) && (
          <Form.Item name="list_id" label={t('companyPortal.chooseList')}>
            <Select<string>
              loading={lists === null}
              allowClear
              placeholder={t('resources.choose')}
              options={(lists ?? []).map((list) => ({ value: list.id, label: list.name }))}
            />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('companyPortal.newListName')}>
          <Input placeholder={t('companyPortal.newListPlaceholder')} maxLength={120} />
        </Form.Item>
        <Form.Item name="quantity" label={t('companyPortal.quantity')} rules={[{ required: true, message: t('companyPortal.quantityNeeded') }]}>
          <InputNumber<number> min={1} max={REQUISITION_QUANTITY_MAX} precision={0} className="input-full" />
        </Form.Item>
        {problem && (
          <p className="company-error" role="alert">
            {problem}
          </p>
        )}
      </Form>
    </Modal>
  );
}

export default function RequisitionListAction({ productId }: { productId: string }) {
  const { t } = useTranslation('companyPortal');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="plain-button is-large" onClick={() => setOpen(true)}>
        <Icon svg={OrderedListOutlined} aria-hidden />
        {t('companyPortal.addToList')}
      </button>
      {open && <PickListDialog productId={productId} onClose={() => setOpen(false)} />}
    </>
  );
}
