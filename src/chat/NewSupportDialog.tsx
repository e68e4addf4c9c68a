// "Contact support": a subject and a first message start a support conversation, then it opens.
import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { CHAT_BODY_MAX, CHAT_SUBJECT_MAX, chatMessages } from '../contract/chat';
import { translateMessage, useTranslation } from '../i18n';
import { toast } from '../providers/toast';
import { startConversation } from './api';
import { newClientId } from './client-id';

interface Values {
  subject: string;
  body: string;
}

export function NewSupportButton({ onStarted }: { onStarted: (id: string) => void }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();
  // One id per attempt at this message, so a repeated click after a lost answer sends it once.
  const [clientId, setClientId] = useState(newClientId);

  const submit = async (values: Values) => {
    setBusy(true);
    const result = await startConversation({ kind: 'support', subject: values.subject.trim(), body: values.body.trim(), client_id: clientId });
    setBusy(false);
    if (!result.success) {
      if (result.errors)
        form.setFields(Object.entries(result.errors).map(([name, message]) => ({ name: name as keyof Values, errors: [translateMessage(message)] })));
      else toast.error(translateMessage(result.message));
      return;
    }
    setOpen(false);
    form.resetFields();
    setClientId(newClientId());
    onStarted(result.data.id);
  };

  return (
    <>
      <Button type="primary" icon={<CustomerServiceOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('chat.askSupport')}
      </Button>
      <Modal
        open={open}
        title={t('chat.newSupportTitle')}
        onCancel={() => setOpen(false)}
        okText={t('chat.startConversation')}
        cancelText={t('chat.cancel')}
        okButtonProps={{ loading: busy, htmlType: 'submit', form: 'chat-new-support' }}
        destroyOnHidden
      >
        <p className="chat-dialog-text">{t('chat.newSupportText')}</p>
        <Form id="chat-new-support" form={form} layout="vertical" requiredMark onFinish={(values) => void submit(values)}>
          <Form.Item
            name="subject"
            label={t('chat.subject')}
            rules={[
              { required: true, whitespace: true, message: translateMessage(chatMessages.subjectRequired) },
              { max: CHAT_SUBJECT_MAX, message: translateMessage(chatMessages.subjectTooLong) },
            ]}
          >
            <Input maxLength={CHAT_SUBJECT_MAX} autoFocus />
          </Form.Item>
          <Form.Item
            name="body"
            label={t('chat.firstMessage')}
            rules={[
              { required: true, whitespace: true, message: translateMessage(chatMessages.bodyRequired) },
              { max: CHAT_BODY_MAX, message: translateMessage(chatMessages.bodyTooLong) },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={CHAT_BODY_MAX} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
