// /rfq/new: the buyer posts a request for quotation (or keeps it as a draft). It opens empty, with a
// catalogue product and its minimum order filled in (?product=<id>, from a product page), with the
// cart's lines (?from=cart), or inviting a supplier (?invite=<id>, from its store page). The contract's
// rules check the form before it is sent and the server's answer lands on the same fields; files are
// attached once the request exists. Posting needs a verified email and stays within the day's limit: the
// form says so before the buyer fills it in (email) or when the server refuses (limit), with what to do.
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Radio, Select, Skeleton, Space, Upload, type UploadFile } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CURRENCY_CODES } from '../contract/catalog';
import { INVITED_SUPPLIERS_MAX, QUOTES_WANTED_MAX, RFQ_ATTACHMENTS_MAX, rfqCreateSchema, VALID_DAYS_MAX, VALID_DAYS_MIN } from '../contract/rfq';
import { translateMessage, useTranslation } from '../i18n';
import { toast } from '../providers/toast';
import { useLoginState } from '../providers/session';
import { CategorySelect } from '../engine/CategorySelect';
import { PageHeader } from '../engine/states';
import { attachToRfq, createRfq, newIdempotencyKey } from './api';
import { rangeOf, rfqFieldPath, rfqPayload, type RfqFormValues } from './rfq-form-values';
import { RfqDeliveryFields } from './RfqDeliveryFields';
import { RfqLinesEditor } from './RfqLinesEditor';
import { SupplierSearch } from './SupplierSearch';
import { PostingBlockAlert, postingBlockOf, type PostingBlock } from './PostingBlock';
import { useInitialRfqValues } from './useInitialRfqValues';

export default function RfqFormPage() {
  const { t } = useTranslation('rfq');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<RfqFormValues>();
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState<'draft' | 'open' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [block, setBlock] = useState<PostingBlock | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const { userDetails } = useLoginState();
  const unverified = userDetails ? !userDetails.is_email_verified : false;
  const [files, setFiles] = useState<UploadFile[]>([]);
  const invite = params.get('invite');
  // A supplier's store page invites it by id and name; the search finds others.
  const invitedOptions = useMemo(() => (invite ? [{ value: invite, label: params.get('supplier') ?? invite }] : []), [invite, params]);
  const initial = useInitialRfqValues(params);
  const visibility = Form.useWatch('visibility', form);
  const currency = Form.useWatch('currency', form) ?? 'USD';

  const send = async (status: 'draft' | 'open') => {
    setProblem(null);
    setBlock(null);
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
        const refused = postingBlockOf(result);
        if (refused) {
          setBlock(refused);
          top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
          return;
        }
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
        <div ref={top}>{block ? <PostingBlockAlert block={block} /> : unverified && <PostingBlockAlert block={{ kind: 'verify-email' }} />}</div>
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
        <RfqLinesEditor currency={currency} />
        <h2 className="rfq-section-title">{t('rfqForm.deliveryTitle')}</h2>
        <RfqDeliveryFields />
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
