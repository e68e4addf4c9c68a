// Back office, staff accounts: the toolbar's Add button and its dialog, which shows the temporary password once.
import { CopyOutlined, UserAddOutlined } from '@ant-design/icons';
import { useInvalidate } from '@refinedev/core';
import { Alert, Button, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { adminMessages, STAFF_ROLES, staffCreateSchema, type StaffCreated, type StaffRole } from '../../../contract/admin';
import { translateMessage, useTranslation } from '../../../i18n';
import { api } from '../../../providers/http';
import { zodRule } from '../../../engine/rules';
import type { ToolbarProps } from '../../../engine/types';

interface CreateValues {
  name: string;
  email: string;
  staff_role: StaffRole;
}

/** Creates a staff account, then shows its temporary password once (the server keeps only a hash). */
function CreateStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<StaffCreated | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shape = staffCreateSchema.shape;

  const finish = () => {
    form.resetFields();
    setCreated(null);
    setProblem(null);
    onClose();
  };

  const submit = async () => {
    let values: CreateValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const result = await api.post<StaffCreated>(
        'admin/staff',
        { name: values.name.trim(), email: values.email.trim(), staff_role: values.staff_role },
        { toast: false },
      );
      if (result.success) {
        setCreated(result.data);
        await invalidate({ resource: 'admin/staff', invalidates: ['list'] });
      } else if (result.errors) {
        form.setFields(Object.entries(result.errors).map(([name, message]) => ({ name, errors: [translateMessage(message)] })));
      } else setProblem(translateMessage(result.message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={created ? t('adminStaff.createdTitle') : t('adminStaff.createTitle')}
      onCancel={finish}
      destroyOnHidden
      footer={
        created
          ? [
              <Button key="done" type="primary" onClick={finish}>
                {t('adminStaff.done')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={finish} disabled={busy}>
                {t('resources.cancel')}
              </Button>,
              <Button key="ok" type="primary" loading={busy} onClick={() => void submit()}>
                {t('adminStaff.create')}
              </Button>,
            ]
      }
    >
      {created ? (
        <div className="admin-temp-password">
          <Alert type="success" showIcon message={translateMessage(adminMessages.staffCreated)} />
          <p className="form-section-text">{t('adminStaff.createdText', { name: created.account.name, email: created.account.email })}</p>
          <Typography.Paragraph
            className="admin-password-box"
            copyable={{ text: created.temporary_password, icon: <CopyOutlined aria-label={t('adminStaff.copy')} /> }}
          >
            <code>{created.temporary_password}</code>
          </Typography.Paragraph>
        </div>
      ) : (
        <Form form={form} layout="vertical" initialValues={{ staff_role: 'reviewer' }} requiredMark>
          {problem && <Alert type="error" showIcon message={problem} className="admin-dialog-alert" />}
          <Form.Item name="name" label={t('adminStaff.name')} rules={[zodRule(shape.name)]} required>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
          <Form.Item name="email" label={t('adminStaff.email')} rules={[zodRule(shape.email)]} required>
            <Input type="email" autoComplete="off" maxLength={254} />
          </Form.Item>
          <Form.Item name="staff_role" label={t('adminStaff.role')} required>
            <Radio.Group>
              <Space direction="vertical">
                {STAFF_ROLES.map((value) => (
                  <Radio key={value} value={value}>
                    <strong>{t(`adminStaffRole.${value}`)}</strong>
                    <div className="admin-radio-help">{t(`adminStaff.roleHelp_${value}`)}</div>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

export function StaffToolbar(_props: ToolbarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('adminStaff.add')}
      </Button>
      <CreateStaffDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
