// /rfq/new: the buyer posts a request for quotation (or keeps it as a draft). It opens empty, with a
// catalogue product and its minimum order filled in (?product=<id>, from a product page), with the
// cart's lines (?from=cart), or inviting a supplier (?invite=<id>, from its store page). The contract's
// rules check the form before it is sent and the server's answer lands on the same fields; files are
// attached once the request exists.
import { DeleteOutlined, InboxOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Radio, Select, Skeleton, Space, Upload, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchCatalogue, fetchCatalogueProduct } from '../catalogue/api';
import { CountryPicker } from '../components/CountryPicker';
import { CURRENCY_CODES, UNITS } from '../contract/catalog';
import {
  daysAheadUtc,
  INCOTERMS,
  INVITED_SUPPLIERS_MAX,
  QUOTES_WANTED_DEFAULT,
  QUOTES_WANTED_MAX,
  RFQ_ATTACHMENTS_MAX,
  RFQ_LINES_MAX,
  RFQ_NOTE_MAX,
  RFQ_SPECS_MAX,
  RFQ_TERMS_MAX,
  rfqCreateSchema,
  VALID_DAYS_MAX,
  VALID_DAYS_MIN,
  type RfqCreateInput,
} from '../contract/rfq';
import { translateMessage, useTranslation } from '../i18n';
import { loadCart } from '../ordering/api';
import { toast } from '../providers/toast';
import { CategorySelect } from '../engine/CategorySelect';
import { toMinor } from '../engine/format';
import { PageHeader } from '../engine/states';
import { attachToRfq, createRfq, newIdempotencyKey } from './api';
import { namePath } from './parts';

interface LineValues {
  product_id?: string | null;
  name?: string;
  quantity?: number | null;
  unit?: string;
  target?: number | null;
  specifications?: string;
}

export interface RfqFormValues {
  title?: string;
  category_id?: string | null;
  lines: LineValues[];
  delivery_country?: string;
  delivery_city?: string;
  incoterm?: string;
  required_by?: Dayjs | null;
  valid_until?: Dayjs | null;
  quotes_wanted?: number | null;
  currency: string;
  payment_terms?: string;
  note?: string;
  visibility: 'open' | 'invited';
  invited_seller_ids: string[];
}

const EMPTY_LINE: LineValues = { name: '', quantity: null, unit: 'piece', target: null, specifications: '' };

export function defaultRfqValues(): RfqFormValues {
  return {
    lines: [{ ...EMPTY_LINE }],
    incoterm: 'FOB',
    required_by: dayjs(daysAheadUtc(30)),
    valid_until: dayjs(daysAheadUtc(14)),
    quotes_wanted: QUOTES_WANTED_DEFAULT,
    currency: 'USD',
    visibility: 'open',
    invited_seller_ids: [],
  };
}

/** The API's body from the form (amounts into minor units of the chosen currency, dates as days). */
export function rfqPayload(values: RfqFormValues, status: 'draft' | 'open'): RfqCreateInput {
  return {
    title: values.title ?? '',
    category_id: values.category_id ?? '',
    lines: values.lines.map((line) => ({
      ...(line.product_id ? { product_id: line.product_id } : {}),
      name: line.name ?? '',
      quantity: line.quantity as number,
      unit: line.unit as RfqCreateInput['lines'][number]['unit'],
      target_unit_price_minor: line.target === null || line.target === undefined ? null : toMinor(line.target, values.currency),
      specifications: line.specifications ?? '',
    })),
    delivery_country: values.delivery_country ?? '',
    delivery_city: values.delivery_city ?? '',
    incoterm: values.incoterm as RfqCreateInput['incoterm'],
    required_by: values.required_by ? values.required_by.format('YYYY-MM-DD') : '',
    valid_until: values.valid_until ? values.valid_until.format('YYYY-MM-DD') : '',
    quotes_wanted: values.quotes_wanted ?? QUOTES_WANTED_DEFAULT,
    currency: values.currency as RfqCreateInput['currency'],
    payment_terms: values.payment_terms ?? '',
    note: values.note ?? '',
    visibility: values.visibility,
    invited_seller_ids: values.visibility === 'invited' ? values.invited_seller_ids : [],
    status,
  };
}

/** Server field → form field: `lines.0.target_unit_price_minor` → ['lines', 0, 'target']. */
const rfqFieldPath = (field: string) => namePath(field).map((part) => (part === 'target_unit_price_minor' ? 'target' : part));

/** Suppliers to invite, found through the catalogue: those selling what the search names. */
function SupplierSearch({
  value,
  onChange,
  initial,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  initial: Array<{ value: string; label: string }>;
}) {
  const { t } = useTranslation('rfq');
  const [options, setOptions] = useState(initial);
  const [searching, setSearching] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const search = (q: string) => {
    controller.current?.abort();
    if (q.trim().length < 2) return;
    const next = new AbortController();
    controller.current = next;
    setSearching(true);
    void fetchCatalogue({ q, page: 1 }, next.signal).then((result) => {
      if (next.signal.aborted) return;
      setSearching(false);
      if (!result.success) return;
      const found = new Map(options.filter((o) => value?.includes(o.value)).map((o) => [o.value, o]));
      for (const product of result.data) found.set(product.supplier.id, { value: product.supplier.id, label: product.supplier.name });
      setOptions([...found.values()]);
    });
  };
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      options={options}
      showSearch
      filterOption={false}
      onSearch={search}
      loading={searching}
      maxCount={INVITED_SUPPLIERS_MAX}
      placeholder={t('rfqForm.inviteSearch')}
      notFoundContent={t('rfqForm.inviteNone')}
    />
  );
}

export default function RfqFormPage() {
  const { t } = useTranslation('rfq');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<RfqFormValues>();
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState<'draft' | 'open' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const productId = params.get('product');
  const fromCart = params.get('from') === 'cart';
  const invite = params.get('invite');
  // A supplier's store page invites it by id and name; the search finds others.
  const invitedOptions = useMemo(() => (invite ? [{ value: invite, label: params.get('supplier') ?? invite }] : []), [invite, params]);
  // Without a product or the cart to read, the form starts at once.
  const [initial, setInitial] = useState<RfqFormValues | null>(() =>
    productId || fromCart ? null : invite ? { ...defaultRfqValues(), visibility: 'invited', invited_seller_ids: [invite] } : defaultRfqValues(),
  );
  const visibility = Form.useWatch('visibility', form);
  const currency = Form.useWatch('currency', form) ?? 'USD';

  // A product (with its minimum order) or the cart's lines fill the form once they are read.
  useEffect(() => {
    if (!productId && !fromCart) return;
    const controller = new AbortController();
    const start = defaultRfqValues();
    const done = (values: RfqFormValues) => !controller.signal.aborted && setInitial(values);
    if (productId) {
      void fetchCatalogueProduct(productId, controller.signal).then((result) => {
        if (!result.success) return done(start);
        const product = result.data;
        const quantity = Number(params.get('quantity')) || product.moq;
        done({
          ...start,
          title: product.name,
          category_id: product.category_id,
          currency: CURRENCY_CODES.includes(product.currency as (typeof CURRENCY_CODES)[number]) ? product.currency : 'USD',
          lines: [{ product_id: product.id, name: product.name, quantity, unit: product.unit ?? 'piece', target: null, specifications: '' }],
        });
      });
    } else {
      void loadCart(controller.signal).then((result) => {
        if (!result.success || result.data.item_count === 0) return done(start);
        const items = result.data.groups.flatMap((group) => group.items).slice(0, RFQ_LINES_MAX);
        done({
          ...start,
          lines: items.map((item) => ({
            product_id: item.product_id,
            name: item.name,
            quantity: item.quantity,
            unit: item.unit ?? 'piece',
            target: null,
            specifications: '',
          })),
        });
      });
    }
    return () => controller.abort();
  }, [productId, fromCart, params]);

  const send = async (status: 'draft' | 'open') => {
    setProblem(null);
    const values = form.getFieldsValue(true) as RfqFormValues;
    const payload = rfqPayload(values, status);
    const show = (errors: Record<string, string>) =>
      form.setFields(Object.entries(errors).map(([field, message]) => ({ name: rfqFieldPath(field) as never, errors: [translateMessage(message)] })));
    const parsed = rfqCreateSchema.safeParse(payload);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'title'] ??= issue.message;
      show(errors);
      setProblem(t('rfqForm.fixFields'));
      return;
    }
    setBusy(status);
    try {
      const result = await createRfq(payload, key);
      if (!result.success) {
        if (result.errors) show(result.errors);
        setProblem(translateMessage(result.message));
        return;
      }
      for (const file of files) {
        if (!file.originFileObj) continue;
        const attached = await attachToRfq(result.data.id, file.originFileObj);
        if (!attached.success) toast.error(`${file.name}: ${translateMessage(attached.message)}`);
      }
      toast.success(translateMessage(result.message));
      navigate(`/rfq/mine/${result.data.id}`);
    } finally {
      setBusy(null);
    }
  };

  const rangeOf = (min: number, max: number) => (date: Dayjs) => {
    const day = date.format('YYYY-MM-DD');
    return day < daysAheadUtc(min) || day > daysAheadUtc(max);
  };
  const unitOptions = useMemo(() => UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`, { defaultValue: unit }) })), [t]);

  if (!initial) {
    return (
      <div className="resource-page">
        <PageHeader title={t('rfqNav.post')} />
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }

  return (
    <div className="resource-page rfq-page">
      <PageHeader title={t('rfqNav.post')} back={{ to: '/rfq/mine', label: t('rfqNav.mine') }}>
        <p className="rfq-muted">{t('rfqForm.intro')}</p>
      </PageHeader>
      <Form form={form} layout="vertical" initialValues={initial} requiredMark className="resource-card" onFinish={() => void send('open')}>
        {problem && <Alert type="error" showIcon message={problem} className="rfq-form-alert" role="alert" />}
        <h2 className="rfq-section-title">{t('rfqForm.whatTitle')}</h2>
        <div className="rfq-form-grid">
          <Form.Item name="title" label={t('rfq.title')} required className="is-wide">
            <Input maxLength={150} placeholder={t('rfqForm.titlePlaceholder')} />
          </Form.Item>
          <Form.Item name="category_id" label={t('rfq.category')} required>
            <CategorySelect allowClear={false} />
          </Form.Item>
          <Form.Item name="currency" label={t('rfqForm.targetCurrency')}>
            <Select options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))} />
          </Form.Item>
        </div>
        <h3>{t('rfq.items')}</h3>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <div className="rfq-lines-editor">
              {fields.map((field, index) => (
                <div key={field.key} className="rfq-line-card" role="group" aria-label={t('rfqForm.itemNumber', { number: index + 1 })}>
                  <div className="rfq-line-row">
                    <Form.Item name={[field.name, 'name']} label={t('rfq.item')} required>
                      <Input maxLength={200} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'quantity']} label={t('rfq.quantity')} required>
                      <InputNumber min={1} precision={0} className="rfq-number" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'unit']} label={t('rfq.unit')} required>
                      <Select options={unitOptions} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'target']} label={t('rfqForm.targetPrice', { currency })}>
                      <InputNumber min={0} step={0.01} className="rfq-number" />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      disabled={fields.length === 1}
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('rfqForm.removeItem', { number: index + 1 })}
                      onClick={() => remove(field.name)}
                      className="rfq-line-remove"
                    />
                    <Form.Item name={[field.name, 'specifications']} label={t('rfq.specifications')} className="rfq-specs">
                      <Input.TextArea rows={2} maxLength={RFQ_SPECS_MAX} />
                    </Form.Item>
                  </div>
                </div>
              ))}
              {fields.length < RFQ_LINES_MAX && (
                <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ ...EMPTY_LINE })}>
                  {t('rfqForm.addItem')}
                </Button>
              )}
            </div>
          )}
        </Form.List>
        <h2 className="rfq-section-title">{t('rfqForm.deliveryTitle')}</h2>
        <div className="rfq-form-grid">
          <Form.Item name="delivery_country" label={t('rfq.deliveryCountry')} required>
            <CountryPicker />
          </Form.Item>
          <Form.Item name="delivery_city" label={t('rfq.deliveryCity')} required>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="incoterm" label={t('rfq.incoterm')} required>
            <Select options={INCOTERMS.map((code) => ({ value: code, label: t(`incoterms.${code}`) }))} />
          </Form.Item>
          <Form.Item name="required_by" label={t('rfq.requiredBy')} required>
            <DatePicker disabledDate={rangeOf(1, 3650)} className="rfq-number" />
          </Form.Item>
          <Form.Item name="payment_terms" label={t('rfq.paymentTerms')} className="is-wide">
            <Input maxLength={RFQ_TERMS_MAX} placeholder={t('rfqForm.paymentTermsPlaceholder')} />
          </Form.Item>
          <Form.Item name="note" label={t('rfq.note')} className="is-wide">
            <Input.TextArea rows={3} maxLength={RFQ_NOTE_MAX} showCount />
          </Form.Item>
        </div>
        <h2 className="rfq-section-title">{t('rfqForm.quotesTitle')}</h2>
        <div className="rfq-form-grid">
          <Form.Item name="valid_until" label={t('rfq.validUntil')} extra={t('rfq.validUntilHelp', { min: VALID_DAYS_MIN, max: VALID_DAYS_MAX })} required>
            <DatePicker disabledDate={rangeOf(VALID_DAYS_MIN, VALID_DAYS_MAX)} className="rfq-number" />
          </Form.Item>
          <Form.Item name="quotes_wanted" label={t('rfq.quotesWanted')} extra={t('rfqForm.quotesWantedHelp', { max: QUOTES_WANTED_MAX })}>
            <InputNumber min={1} max={QUOTES_WANTED_MAX} precision={0} className="rfq-number" />
          </Form.Item>
          <Form.Item name="visibility" label={t('rfq.visibility')} className="is-wide">
            <Radio.Group
              options={[
                { value: 'open', label: t('rfqVisibility.open') },
                { value: 'invited', label: t('rfqVisibility.invited') },
              ]}
            />
          </Form.Item>
          {visibility === 'invited' && (
            <Form.Item
              name="invited_seller_ids"
              label={t('rfqForm.invite')}
              extra={t('rfqForm.inviteHelp', { max: INVITED_SUPPLIERS_MAX })}
              className="is-wide"
              required
            >
              <SupplierSearch initial={invitedOptions} />
            </Form.Item>
          )}
          <Form.Item label={t('rfq.attachments')} extra={t('rfqForm.attachmentsHelp', { max: RFQ_ATTACHMENTS_MAX })} className="is-wide">
            <Upload.Dragger
              multiple
              accept=".pdf,.png,.jpg,.jpeg"
              maxCount={RFQ_ATTACHMENTS_MAX}
              fileList={files}
              beforeUpload={() => false}
              onChange={({ fileList }) => setFiles(fileList.slice(0, RFQ_ATTACHMENTS_MAX))}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p>{t('rfqForm.attachmentsDrop')}</p>
            </Upload.Dragger>
          </Form.Item>
        </div>
        <div className="rfq-form-footer">
          <span className="rfq-muted">{t('rfqForm.anonymousNote')}</span>
          <Space wrap>
            <Button onClick={() => void send('draft')} loading={busy === 'draft'} disabled={busy !== null}>
              {t('rfqForm.saveDraft')}
            </Button>
            <Button type="primary" htmlType="submit" loading={busy === 'open'} disabled={busy !== null}>
              {t('rfqForm.post')}
            </Button>
          </Space>
        </div>
      </Form>
    </div>
  );
}
