// Writing a message: Enter sends, Shift+Enter starts a new line; one attachment (PDF, PNG or JPEG
// up to 10 MB, checked here as the API would) with its name and size. Sending never waits for the
// server: the message joins the thread at once and the outbox delivers it.
import { CloseOutlined, FileImageOutlined, FilePdfOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Input, Tooltip } from 'antd';
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { CHAT_BODY_MAX, type ChatAttachmentType } from '../contract/chat';
import { translateMessage, useTranslation } from '../i18n';
import { formatFileSize } from '../components/file-size';
import { DOCUMENT_ACCEPT } from '../components/document-head';
import { checkAttachment } from './files';
import { threadStore } from './thread-store';

/** Drafts survive switching between threads (not a reload). */
const drafts = new Map<string, string>();
/** The remaining-characters hint appears this close to the limit. */
const COUNT_FROM = CHAT_BODY_MAX - 500;

export function Composer({ conversationId }: { conversationId: string }) {
  const { t, i18n } = useTranslation('chat');
  const [text, setText] = useState(() => drafts.get(conversationId) ?? '');
  const [file, setFile] = useState<{ file: File; type: ChatAttachmentType } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const errorId = useId();

  const change = (value: string) => {
    setText(value);
    if (value) drafts.set(conversationId, value);
    else drafts.delete(conversationId);
  };

  const body = text.trim();
  const tooLong = body.length > CHAT_BODY_MAX;
  const canSend = (body.length > 0 || file !== null) && !tooLong;

  const send = () => {
    if (!canSend) return;
    threadStore.send(conversationId, body, file?.file ?? null);
    change('');
    setFile(null);
    setFileError(null);
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word confirms the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const checked = await checkAttachment(chosen);
    if ('error' in checked) {
      setFile(null);
      setFileError(checked.error);
      return;
    }
    setFileError(null);
    setFile({ file: chosen, type: checked.type });
    box.current?.focus();
  };

  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="chat-composer">
      {file && (
        <div className="chat-composer-file">
          {file.type === 'application/pdf' ? (
            <FilePdfOutlined aria-hidden className="chat-file-icon is-pdf" />
          ) : (
            <FileImageOutlined aria-hidden className="chat-file-icon is-image" />
          )}
          <span className="chat-file-text">
            <span className="chat-file-name">{file.file.name}</span>
            <span className="chat-file-size">{formatFileSize(file.file.size, language)}</span>
          </span>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined aria-hidden />}
            aria-label={t('chat.removeFile', { name: file.file.name })}
            onClick={() => setFile(null)}
          />
        </div>
      )}
      {fileError && (
        <p id={errorId} className="chat-composer-error" role="alert">
          {translateMessage(fileError)}
        </p>
      )}
      <div className="chat-composer-row">
        <Tooltip title={t('chat.attach')}>
          <Button
            type="text"
            className="chat-attach"
            icon={<PaperClipOutlined aria-hidden />}
            aria-label={t('chat.attach')}
            onClick={() => picker.current?.click()}
          />
        </Tooltip>
        <input ref={picker} type="file" accept={DOCUMENT_ACCEPT} hidden onChange={(event) => void pick(event)} data-testid="chat-file-input" />
        <Input.TextArea
          ref={(instance) => {
            box.current = instance?.resizableTextArea?.textArea ?? null;
          }}
          className="chat-input"
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 6 }}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.messageLabel')}
          aria-describedby={fileError ? `${hintId} ${errorId}` : hintId}
          aria-invalid={tooLong || undefined}
        />
        <Button type="primary" className="chat-send" icon={<SendOutlined aria-hidden />} onClick={send} disabled={!canSend} aria-label={t('chat.send')}>
          <span className="chat-send-text">{t('chat.send')}</span>
        </Button>
      </div>
      <p id={hintId} className={['chat-composer-hint', tooLong && 'is-error', body.length > COUNT_FROM && 'is-count'].filter(Boolean).join(' ')}>
        {body.length > COUNT_FROM ? t('chat.charactersLeft', { count: CHAT_BODY_MAX - body.length }) : t('chat.enterHint')}
      </p>
    </div>
  );
}
