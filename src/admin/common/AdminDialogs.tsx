import { Alert, Button, Drawer, Form, Input, InputNumber, Modal, Radio, Select, Space, type FormInstance } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import {
  ADMIN_NOTE_MAX,
  adminMessages,
  STAFF_ROLES,
  VERIFICATION_CHECKLIST_KEYS,
  VERIFICATION_STATUSES,
  type StaffRole,
  type VerificationChecklistKey,
  type VerificationStatus,
} from '../../contract/admin';
import { CURRENCY_CODES } from '../../contract/catalog-constants';
import { LEDGER_BUCKETS } from '../../contract/money-constants';
import { moneyMessages } from '../../contract/money-messages';
import { toMinor } from '../../components/money';
import { translateMessage, useTranslation } from '../../i18n';
import type { ApiResult } from '../../providers/http';
import { adminPath, decide } from './api';
import { AuditDiff } from './AuditDiff';
import { CategoryPicker } from './CategoryPicker';
import {
  adminDialog,
  useAdminDialog,
  type AdjustmentRequest,
  type ApproveCategoryRequest,
  type NoteRequest,
  type StaffRoleRequest,
  type VerificationRequest,
} from './dialog-store';

const close = () => adminDialog.close();

/** Field errors of a failed call, translated, by server field name. */
function fieldErrors(result: ApiResult<unknown>): Record<string, string> {
  if (result.success || !result.errors) return {};
  return Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, translateMessage(message)]));
}

/** A note box's value: trimmed, null when empty. */
const noteValue = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Sends a decision: busy meanwhile; on success the dialog closes and the page refreshes, else `onFailure` shows why. */
function useDecision() {
  const [busy, setBusy] = useState(false);
  const run = async (send: () => Promise<ApiResult<unknown>>, after: () => Promise<void>, onFailure: (result: ApiResult<unknown>) => void) => {
    setBusy(true);
    try {
      const result = await send();
      if (result.success) {
        close();
        await after();
      } else onFailure(result);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Every decision dialog's frame: a title, Cancel, and the confirm button that is busy while the decision is sent. */
function DecisionModal({
  title,
  confirmLabel,
  busy,
  danger,
  disabled,
  onConfirm,
  children,
}: {
  title: string;
  confirmLabel: string;
  busy: boolean;
  danger?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={busy}>
          {t('resources.cancel')}
        </Button>,
        <Button key="ok" type="primary" danger={danger} loading={busy} disabled={disabled} onClick={onConfirm}>
          {confirmLabel}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}

/** A failed call's field errors on the form's fields. */
const showFieldErrors = (form: FormInstance, errors: Record<string, string>) =>
  form.setFields(Object.entries(errors).map(([field, message]) => ({ name: field, errors: [message] })));

function NoteDialog({ request }: { request: NoteRequest }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note?: string }>();
  const { busy, run } = useDecision();
  const required = Boolean(request.requiredMessage);

  const submit = async () => {
    const note = noteValue(form.getFieldValue('note'));
    if (required && !note) {
      form.setFields([{ name: 'note', errors: [translateMessage(request.requiredMessage!)] }]);
      return;
    }
    await run(
      () => request.submit(note),
      request.after,
      (result) => {
        const message = fieldErrors(result)[request.noteField ?? 'note'];
        if (message) form.setFields([{ name: 'note', errors: [message] }]);
      },
    );
  };

  return (
    <DecisionModal
      title={t(request.titleKey, request.values)}
      confirmLabel={t(request.confirmKey)}
      danger={request.danger}
      busy={busy}
      onConfirm={() => void submit()}
    >
      <p className="form-section-text">{t(request.textKey, request.values)}</p>
      {request.warningKey && <Alert type="warning" showIcon message={t(request.warningKey, request.values)} className="admin-dialog-alert" />}
      <Form form={form} layout="vertical" requiredMark onFinish={() => void submit()}>
        <Form.Item name="note" label={t(request.noteLabelKey)} required={required}>
          <Input.TextArea rows={4} maxLength={ADMIN_NOTE_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </DecisionModal>
  );
}

function ApproveCategoryDialog({ request: { request, after } }: { request: ApproveCategoryRequest }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { busy, run } = useDecision();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const values = form.getFieldsValue(true) as { parent_id?: string | null; name?: string; note?: string };
    const name = (values.name ?? '').trim();
    if (!name) {
      form.setFields([{ name: 'name', errors: [translateMessage(adminMessages.categoryNameRequired)] }]);
      return;
    }
    const body: Record<string, unknown> = { parent_id: values.parent_id ?? null };
    if (name !== request.name) body.name = name;
    const note = noteValue(values.note);
    if (note) body.note = note;
    setProblem(null);
    await run(
      () => decide(adminPath('category-requests', request.id, 'approve'), body),
      after,
      (result) => {
        const errors = fieldErrors(result);
        showFieldErrors(form, errors);
        if (Object.keys(errors).length === 0) setProblem(translateMessage(result.message));
      },
    );
  };

  return (
    <DecisionModal
      title={t('adminRequests.approveTitle', { name: request.name })}
      confirmLabel={t('adminRequests.approveConfirm')}
      busy={busy}
      onConfirm={() => void submit()}
    >
      <p className="form-section-text">{t('adminRequests.approveText', { seller: request.seller.company ?? request.seller.name })}</p>
      <dl className="admin-request-summary">
        <dt>{t('adminRequests.asked')}</dt>
        <dd>{request.parent_path ? `${request.parent_path} / ${request.name}` : request.name}</dd>
        <dt>{t('categoryRequests.reason')}</dt>
        <dd>{request.reason}</dd>
      </dl>
      {problem && <Alert type="error" showIcon message={problem} className="admin-dialog-alert" />}
      <Form form={form} layout="vertical" initialValues={{ parent_id: request.parent_id, name: request.name }}>
        <Form.Item name="parent_id" label={t('adminRequests.parent')} extra={t('adminRequests.parentHelp')}>
          <CategoryPicker aria-label={t('adminRequests.parent')} />
        </Form.Item>
        <Form.Item name="name" label={t('adminRequests.name')} extra={t('adminRequests.nameHelp')} required>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="note" label={t('adminRequests.noteOptional')}>
          <Input.TextArea rows={3} maxLength={ADMIN_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </DecisionModal>
  );
}

const isChecklistKey = (field: string): field is VerificationChecklistKey => (VERIFICATION_CHECKLIST_KEYS as readonly string[]).includes(field);

function VerificationDialog({ request }: { request: VerificationRequest }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const status = Form.useWatch('verification_status', form) ?? request.current;
  // What the page said was missing; a refusal may name more (something changed meanwhile).
  const [missing, setMissing] = useState<VerificationChecklistKey[]>(request.missing);
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run } = useDecision();
  const override = status === 'verified' && missing.length > 0;

  const submit = async () => {
    const chosen = (form.getFieldValue('verification_status') as VerificationStatus | undefined) ?? request.current;
    const note = noteValue(form.getFieldValue('note'));
    const overrideReason = noteValue(form.getFieldValue('override_reason'));
    if (chosen === 'rejected' && !note) {
      form.setFields([{ name: 'note', errors: [translateMessage(adminMessages.noteRequired)] }]);
      return;
    }
    if (override && !overrideReason) {
      form.setFields([{ name: 'override_reason', errors: [t('adminChecklist.overrideRequired')] }]);
      return;
    }
    setProblem(null);
    const body = {
      verification_status: chosen,
      ...(note ? { note } : {}),
      ...(chosen === 'verified' && overrideReason && missing.length > 0 ? { override_reason: overrideReason } : {}),
    };
    await run(
      () => decide(adminPath('sellers', request.sellerId, 'verification'), body, 'put'),
      request.after,
      (result) => {
        const errors = fieldErrors(result);
        const refused = Object.keys(errors).filter(isChecklistKey);
        if (refused.length > 0) {
          setMissing(refused);
          setProblem(translateMessage(result.message));
        }
        showFieldErrors(form, Object.fromEntries(Object.entries(errors).filter(([field]) => !isChecklistKey(field))));
      },
    );
  };

  return (
    <DecisionModal
      title={t('adminSeller.verificationTitle', { name: request.sellerName })}
      confirmLabel={t('adminSeller.verificationSave')}
      busy={busy}
      onConfirm={() => void submit()}
    >
      <p className="form-section-text">{t('adminSeller.verificationText')}</p>
      {problem && <Alert type="error" showIcon message={problem} className="admin-dialog-alert" />}
      <Form form={form} layout="vertical" initialValues={{ verification_status: request.current }}>
        <Form.Item name="verification_status" label={t('adminSeller.verificationStatus')}>
          <Radio.Group>
            <Space direction="vertical">
              {VERIFICATION_STATUSES.map((value) => (
                <Radio key={value} value={value}>
                  {t(`adminVerification.${value}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {override && (
          <>
            <Alert
              type="warning"
              showIcon
              className="admin-dialog-alert"
              message={t('adminChecklist.missingTitle')}
              description={
                <>
                  <ul className="admin-dialog-missing">
                    {missing.map((key) => (
                      <li key={key}>{t(`adminChecklist.item_${key}`)}</li>
                    ))}
                  </ul>
                  <p>{t('adminChecklist.overrideText')}</p>
                </>
              }
            />
            <Form.Item name="override_reason" label={t('adminChecklist.overrideReason')} required>
              <Input.TextArea rows={3} maxLength={ADMIN_NOTE_MAX} showCount />
            </Form.Item>
          </>
        )}
        <Form.Item name="note" label={t(status === 'rejected' ? 'adminSeller.reasonRequired' : 'adminSeller.reasonOptional')} required={status === 'rejected'}>
          <Input.TextArea rows={3} maxLength={ADMIN_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </DecisionModal>
  );
}

function StaffRoleDialog({ request: { account, after } }: { request: StaffRoleRequest }) {
  const { t } = useTranslation();
  const [role, setRole] = useState<StaffRole>(account.staff_role);
  const { busy, run } = useDecision();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    setProblem(null);
    await run(
      () => decide(adminPath('staff', account.id), { staff_role: role }, 'put'),
      after,
      (result) => setProblem(translateMessage(result.message)),
    );
  };
  return (
    <DecisionModal
      title={t('adminStaff.roleTitle', { name: account.name })}
      confirmLabel={t('adminStaff.roleSave')}
      busy={busy}
      disabled={role === account.staff_role}
      onConfirm={() => void submit()}
    >
      {problem && <Alert type="error" showIcon message={problem} className="admin-dialog-alert" />}
      <Radio.Group value={role} onChange={(event) => setRole(event.target.value as StaffRole)} aria-label={t('adminStaff.role')}>
        <Space direction="vertical">
          {STAFF_ROLES.map((value) => (
            <Radio key={value} value={value}>
              <strong>{t(`adminStaffRole.${value}`)}</strong>
              <div className="admin-radio-help">{t(`adminStaff.roleHelp_${value}`)}</div>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </DecisionModal>
  );
}

/** A ledger adjustment: currency, bucket, a signed amount in major units and the reason; the server's field errors land on the fields. */
function AdjustmentDialog({ request }: { request: AdjustmentRequest }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ currency: string; bucket: string; amount?: number; reason?: string }>();
  const { busy, run } = useDecision();
  const submit = async () => {
    const values = form.getFieldsValue();
    const reason = noteValue(values.reason);
    const problems: Record<string, string> = {};
    if (!values.amount) problems.amount = translateMessage(moneyMessages.adjustmentAmount);
    if (!reason || reason.length < 3) problems.reason = translateMessage(moneyMessages.reason);
    if (Object.keys(problems).length > 0) return showFieldErrors(form, problems);
    await run(
      () =>
        decide(adminPath('sellers', request.sellerId, 'ledger', 'adjustments'), {
          currency: values.currency,
          bucket: values.bucket,
          amount_minor: toMinor(values.amount!, values.currency),
          reason,
        }),
      request.after,
      (result) => {
        const { amount_minor: amount, ...others } = fieldErrors(result);
        showFieldErrors(form, amount ? { ...others, amount } : others);
      },
    );
  };
  return (
    <DecisionModal
      title={t('adminSeller.adjustTitle', { name: request.sellerName })}
      confirmLabel={t('adminSeller.adjustConfirm')}
      busy={busy}
      onConfirm={() => void submit()}
    >
      <p>{t('adminSeller.adjustText')}</p>
      <Form form={form} layout="vertical" initialValues={{ currency: request.currency, bucket: 'payable' }}>
        <Form.Item name="currency" label={t('adminSeller.moneyCurrency')}>
          <Select options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
        <Form.Item name="bucket" label={t('adminSeller.adjustBucket')}>
          <Radio.Group options={LEDGER_BUCKETS.map((bucket) => ({ value: bucket, label: t(`adminSeller.money_${bucket}`) }))} />
        </Form.Item>
        <Form.Item name="amount" label={t('adminSeller.adjustAmount')}>
          <InputNumber style={{ width: '100%' }} step={0.01} />
        </Form.Item>
        <Form.Item name="reason" label={t('adminSeller.adjustReason')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </DecisionModal>
  );
}

/** The one decision dialog of the back office, mounted once by the shell. */
export function AdminDialogs() {
  const { t } = useTranslation();
  const request = useAdminDialog();
  // A dialog belongs to the visit of the back office that opened it.
  useEffect(() => () => adminDialog.close(), []);
  if (!request) return null;
  switch (request.kind) {
    case 'note':
      return <NoteDialog request={request} />;
    case 'approveCategory':
      return <ApproveCategoryDialog request={request} />;
    case 'verification':
      return <VerificationDialog request={request} />;
    case 'staffRole':
      return <StaffRoleDialog request={request} />;
    case 'adjustment':
      return <AdjustmentDialog request={request} />;
    case 'auditDiff':
      return (
        <Drawer open onClose={close} width="min(720px, 100vw)" title={t('adminAudit.changesTitle')} destroyOnHidden>
          <AuditDiff entry={request.entry} />
        </Drawer>
      );
  }
}
