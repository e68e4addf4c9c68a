// Accepting a buyer's quote on its request's page, whole or for chosen items and quantities, into a
// pending order: shipped to the request's delivery place (a new address filled in from it, or a book
// address), with the order's lines, shipping and total shown as the server figures them before the click.
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Radio, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { Address, AddressInput } from '../contract/addresses';
import { PAYMENT_METHODS } from '../contract/operations';
import type { BuyerQuote, BuyerRfq, QuoteAcceptInput } from '../contract/rfq';
import { translateMessage, useTranslation } from '../i18n';
import { loadAddresses } from '../ordering/api';
import { toast } from '../providers/toast';
import { formatNumber } from '../components/money';
import { AcceptAddress, initialShipping, type ShipChoice } from './AcceptAddress';
import { AcceptTotal, type PreviewRequest } from './AcceptTotal';
import { acceptQuote, newIdempotencyKey } from './api';
import { namePath } from './name-path';
import { useLanguage } from './rfq-display';

interface AcceptValues {
  lines: Array<{ rfq_line_id: string; include: boolean; quantity: number | null }>;
  ship: ShipChoice;
  address_id?: string;
  address?: Partial<AddressInput>;
  payment_method: (typeof PAYMENT_METHODS)[number];
  note?: string;
  decline_others: boolean;
}

const ADDRESS_FIELDS = ['label', 'contact_name', 'phone', 'line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const;

/** The dialog's chosen lines: whether they are the whole quote at the quantities asked for, and whether any quantity is out of its range. */
function chosenLines(values: AcceptValues['lines'] | undefined, rows: BuyerRfq['lines'], rfq: BuyerRfq, quoted: Map<string, { moq: number }>) {
  const chosen = (values ?? []).map((line, index) => ({ ...line, index })).filter((line) => line.include);
  const asked = (id: string) => rfq.lines.find((line) => line.id === id)?.quantity;
  const whole = chosen.length === rows.length && chosen.every((line) => line.quantity === asked(line.rfq_line_id));
  const outOfRange = chosen.some((line) => {
    const max = asked(line.rfq_line_id) ?? 0;
    return line.quantity === null || line.quantity === undefined || line.quantity < (quoted.get(line.rfq_line_id)?.moq ?? 1) || line.quantity > max;
  });
  return { chosen, whole, outOfRange, lines: chosen.map((line) => ({ rfq_line_id: line.rfq_line_id, quantity: line.quantity ?? 0 })) };
}

/** Accepting a quote: which items and how many (each between its MOQ and the quantity asked for), where to and how to pay. */
export function AcceptDialog({
  rfq,
  quote,
  onClose,
  onAccepted,
}: {
  rfq: BuyerRfq;
  quote: BuyerQuote;
  onClose: () => void;
  onAccepted: (orderId: string, orderNumber: string) => void;
}) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const [form] = Form.useForm<AcceptValues>();
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const quoted = useMemo(() => new Map(quote.latest.lines.map((line) => [line.rfq_line_id, line])), [quote]);
  const rows = rfq.lines.filter((line) => quoted.has(line.id));
  const watched = Form.useWatch('lines', form) as AcceptValues['lines'] | undefined;
  const ship = (Form.useWatch('ship', form) as ShipChoice | undefined) ?? 'new';

  useEffect(() => {
    const controller = new AbortController();
    void loadAddresses(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      const list = result.success ? result.data : [];
      setAddresses(list);
      const start = initialShipping(list, rfq);
      form.setFieldsValue({ ship: start.ship, address_id: start.addressId, address: start.address });
    });
    return () => controller.abort();
  }, [form, rfq]);

  // The lines the order would take, as the preview and the accept send them (none: the whole quote).
  const choice = useMemo(() => chosenLines(watched, rows, rfq, quoted), [watched, rows, rfq, quoted]);
  const previewRequest: PreviewRequest =
    choice.chosen.length === 0
      ? { blocked: 'noItems' }
      : choice.outOfRange
        ? { blocked: 'badQuantity' }
        : { body: choice.whole ? {} : { lines: choice.lines } };

  const submit = async () => {
    setProblem(null);
    const values = form.getFieldsValue(true) as AcceptValues;
    const { chosen, whole, lines } = chosenLines(values.lines, rows, rfq, quoted);
    if (chosen.length === 0) {
      setProblem(t('rfqCompare.chooseItems'));
      return;
    }
    try {
      await form.validateFields(values.ship === 'new' ? ADDRESS_FIELDS.map((field) => ['address', field]) : ['address_id']);
    } catch {
      setProblem(t('rfqCompare.fixFields'));
      return;
    }
    const destination: Pick<QuoteAcceptInput, 'address' | 'address_id'> =
      values.ship === 'new'
        ? { address: { ...(values.address as AddressInput), line2: values.address?.line2 || null } }
        : { address_id: values.address_id ?? '' };
    const body: QuoteAcceptInput = {
      ...destination,
      payment_method: values.payment_method,
      ...(values.note ? { note: values.note } : {}),
      ...(whole ? {} : { lines }),
      decline_others: values.decline_others,
    };
    setBusy(true);
    try {
      const result = await acceptQuote(rfq.id, quote.id, body, key);
      if (!result.success) {
        const errors = result.errors ?? {};
        form.setFields(
          Object.entries(errors).map(([field, message]) => {
            const path = namePath(field);
            // `lines.<n>` of the request counts only the chosen items: back to the dialog's rows.
            if (path[0] === 'lines' && typeof path[1] === 'number' && !whole) path[1] = chosen[path[1]]?.index ?? path[1];
            return { name: path as never, errors: [translateMessage(message)] };
          }),
        );
        setProblem(translateMessage(result.message));
        return;
      }
      toast.success(translateMessage(result.message));
      // 202: a company member's award waits for an approver; no order exists yet.
      if (!result.data.order) return onClose();
      onAccepted(result.data.order.id, result.data.order.number);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('rfqCompare.acceptTitle', { supplier: quote.supplier.name })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('rfqCompare.acceptConfirm')}
      cancelText={t('rfq.cancelAction')}
      okButtonProps={{ loading: busy }}
      width={720}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          lines: rows.map((line) => ({ rfq_line_id: line.id, include: true, quantity: line.quantity })),
          payment_method: 'bank_transfer',
          decline_others: true,
          // Until the address book answers: the request's delivery place as a new address.
          ship: rfq.delivery_city ? 'new' : 'book',
          address: { label: rfq.delivery_city ?? '', city: rfq.delivery_city ?? '', country: rfq.delivery_country || undefined },
        }}
      >
        {problem && <Alert type="error" showIcon message={problem} className="rfq-form-alert" role="alert" />}
        <p className="rfq-muted">{t('rfqCompare.acceptText')}</p>
        <Form.List name="lines">
          {(fields) =>
            fields.map((field, index) => {
              const line = rows[index];
              const moq = quoted.get(line.id)?.moq ?? 1;
              return (
                <Space key={field.key} align="baseline" wrap className="rfq-accept-line">
                  <Form.Item name={[field.name, 'include']} valuePropName="checked" noStyle>
                    <Checkbox>{line.name}</Checkbox>
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    label={t('rfqCompare.quantityRange', { min: formatNumber(moq, language), max: formatNumber(line.quantity, language) })}
                    rules={[
                      {
                        type: 'number',
                        min: moq,
                        max: line.quantity,
                        message: t('rfqCompare.quantityOutOfRange', { min: formatNumber(moq, language), max: formatNumber(line.quantity, language) }),
                      },
                    ]}
                  >
                    <InputNumber min={1} max={line.quantity} precision={0} disabled={watched?.[index]?.include === false} />
                  </Form.Item>
                </Space>
              );
            })
          }
        </Form.List>
        <AcceptAddress rfq={rfq} addresses={addresses} ship={ship} />
        <Form.Item name="payment_method" label={t('rfqCompare.payment')} required>
          <Radio.Group options={PAYMENT_METHODS.map((value) => ({ value, label: t(`myOrders.${value}`) }))} />
        </Form.Item>
        <Form.Item name="note" label={t('rfqCompare.orderNote')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Form.Item name="decline_others" valuePropName="checked">
          <Checkbox>{t('rfqCompare.declineOthers')}</Checkbox>
        </Form.Item>
        <AcceptTotal rfqId={rfq.id} quoteId={quote.id} request={previewRequest} supplierName={quote.supplier.name} />
      </Form>
    </Modal>
  );
}
