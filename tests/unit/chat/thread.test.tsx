import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { threadStore } from '../../../src/chat/thread-store';
import { CLIENT_ID_PATTERN, type ChatMessage } from '../../../src/contract/chat';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { apiUrl, useMswServer } from '../setup';
import { emit } from './fake-realtime';
import { BUYER_ID, conversationId, detail, item, message, ok, page, renderChat, signInBuyer } from './helpers';

vi.mock('../../../src/providers/realtime', async () => await import('./fake-realtime'));

const ID = conversationId(1);
const server = useMswServer();
const historyCalls: URLSearchParams[] = [];
const reads: unknown[] = [];

beforeAll(() => initI18n());
beforeEach(() => {
  historyCalls.length = 0;
  reads.length = 0;
  signInBuyer();
  server.use(
    http.get(apiUrl('conversations'), () => page([item(1)])),
    http.get(apiUrl(`conversations/${ID}`), () => ok(detail(1, { my_last_read_seq: 40 }))),
    http.get(apiUrl(`conversations/${ID}/messages`), ({ request }) => {
      const params = new URL(request.url).searchParams;
      historyCalls.push(params);
      if (params.get('before_seq')) return ok(Array.from({ length: 10 }, (_, index) => message(index + 1)));
      if (params.get('after_seq')) return ok([]);
      return ok(Array.from({ length: 30 }, (_, index) => message(index + 11)));
    }),
    http.post(apiUrl(`conversations/${ID}/read`), async ({ request }) => {
      reads.push(await request.json());
      return ok({ conversation_id: ID, last_read_seq: 0, unread_count: 0 });
    }),
    http.get(apiUrl('conversations/unread-count'), () => ok({ unread: 0 })),
  );
});
afterEach(() => {
  sessionStore.clear();
  threadStore.reset();
});

const log = () => screen.getByRole('log', { name: 'Messages' });
const composer = () => screen.getByRole('textbox', { name: 'Message' });
/** The live event of a message (the stream carries no `mine`). */
function created(source: ChatMessage) {
  const { mine: _mine, ...base } = source;
  return {
    conversation_id: source.conversation_id,
    message: base,
    conversation: { last_message_at: source.created_at, last_message_preview: source.body, last_sender_id: source.sender.id },
  };
}

describe('thread', { timeout: 30_000 }, () => {
  it('shows the context and the latest page, and loads older messages on request', async () => {
    const user = userEvent.setup();
    renderChat(`/messages/all?c=${ID}`);
    expect(await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message number 40')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Product this conversation is about' })).toHaveTextContent('Steel bolts M1');
    expect(screen.getByRole('region', { name: 'Product this conversation is about' })).toHaveTextContent('From $2.50');
    expect(screen.getByRole('region', { name: 'Product this conversation is about' })).toHaveTextContent('Minimum order 100 units');
    expect(within(log()).queryByText('Message number 10')).toBeNull();
    expect(historyCalls[0].get('limit')).toBe('30');

    await user.click(within(log()).getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(log()).findByText('Message number 1')).toBeInTheDocument();
    expect(historyCalls[1].get('before_seq')).toBe('11');
    expect(within(log()).getByText('This is the start of the conversation')).toBeInTheDocument();
    const order = [...log().querySelectorAll('[data-seq]')].map((node) => Number(node.getAttribute('data-seq')));
    expect(order).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('gives a company colleague who may only read the thread a note where the composer would be', async () => {
    server.use(http.get(apiUrl(`conversations/${ID}`), () => ok(detail(1, { can_write: false }))));
    renderChat(`/messages/all?c=${ID}`);
    expect(await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message number 40')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Your company role lets you read this conversation, not write in it');
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('shows a sent message at once as sending, then confirmed, once; Shift+Enter is a new line', async () => {
    const sent: Array<{ client_id: string; body: string }> = [];
    let answer: (value: ChatMessage) => void = () => {};
    server.use(
      http.post(apiUrl(`conversations/${ID}/messages`), async ({ request }) => {
        const body = (await request.json()) as { client_id: string; body: string };
        sent.push(body);
        const stored = await new Promise<ChatMessage>((resolve) => {
          answer = resolve;
        });
        return ok(stored, {}, 201);
      }),
    );
    const user = userEvent.setup();
    renderChat(`/messages/all?c=${ID}`);
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message number 40');

    await user.click(composer());
    await user.paste('Two lines');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.paste('please');
    expect(composer()).toHaveValue('Two lines\nplease');
    expect(sent).toEqual([]);
    await user.keyboard('{Enter}');
    expect(composer()).toHaveValue('');
    const pending = await within(log()).findByText((_, node) => node?.classList.contains('chat-body') === true && node.textContent === 'Two lines\nplease');
    expect(pending.closest('.chat-message')).toHaveTextContent('Sending…');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].client_id).toMatch(CLIENT_ID_PATTERN);

    const stored = message(41, { mine: true, sender: { id: BUYER_ID, name: 'Daniel Meyer' }, client_id: sent[0].client_id, body: 'Two lines\nplease' });
    act(() => answer(stored));
    await waitFor(() => expect(within(log()).queryByText('Sending…')).toBeNull());
    // The live copy of the same message changes nothing.
    act(() => emit('message.created', created(stored)));
    expect(log().querySelectorAll('[data-seq="41"]')).toHaveLength(1);
    expect(log().querySelectorAll('[data-client-id]')).toHaveLength(0);
    expect(within(log().querySelector('[data-seq="41"]') as HTMLElement).getByText('Sent')).toBeInTheDocument();
  });

  it('keeps a message that did not reach the server as retrying and sends it again with the same client id', async () => {
    const sent: string[] = [];
    server.use(
      http.post(apiUrl(`conversations/${ID}/messages`), async ({ request }) => {
        const body = (await request.json()) as { client_id: string; body: string };
        sent.push(body.client_id);
        if (sent.length === 1) return HttpResponse.error();
        return ok(message(41, { mine: true, sender: { id: BUYER_ID, name: 'Daniel Meyer' }, client_id: body.client_id, body: body.body }), {}, 201);
      }),
    );
    const user = userEvent.setup();
    renderChat(`/messages/all?c=${ID}`);
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message number 40');
    await user.click(composer());
    await user.paste('Are these in stock?');
    await user.keyboard('{Enter}');
    expect(await within(log()).findByText('Not sent — retrying')).toBeInTheDocument();
    await user.click(within(log()).getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(within(log()).queryByText('Not sent — retrying')).toBeNull());
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(within(log()).getAllByText('Are these in stock?')).toHaveLength(1);
  });

  it('appends a live message once, marks it read, and catches up after a reconnect', async () => {
    renderChat(`/messages/all?c=${ID}`);
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message number 40');
    const fresh = message(41, { body: 'Fresh news' });
    act(() => emit('message.created', created(fresh)));
    act(() => emit('message.created', created(fresh)));
    expect(await within(log()).findByText('Fresh news')).toBeInTheDocument();
    expect(within(log()).getAllByText('Fresh news')).toHaveLength(1);
    await waitFor(() => expect(reads).toEqual([{ last_read_seq: 41 }]));

    // Back after a drop: everything after the newest message held here.
    server.use(
      http.get(apiUrl(`conversations/${ID}/messages`), ({ request }) => {
        const params = new URL(request.url).searchParams;
        historyCalls.push(params);
        return ok(params.get('after_seq') === '41' ? [message(42, { body: 'Sent while you were away' })] : []);
      }),
    );
    act(() => emit('ready', {}));
    expect(await within(log()).findByText('Sent while you were away')).toBeInTheDocument();
    expect(historyCalls.some((params) => params.get('after_seq') === '41')).toBe(true);
  });

  it('refuses a file that is not a PDF, PNG or JPEG, and sends an image as multipart with its name and size shown', async () => {
    const forms: Array<{ client_id: FormDataEntryValue | null; body: FormDataEntryValue | null; file: string }> = [];
    server.use(
      http.post(apiUrl(`conversations/${ID}/messages`), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        forms.push({ client_id: form.get('client_id'), body: form.get('body'), file: typeof file === 'string' ? 'text' : 'file' });
        return ok(
          message(41, {
            mine: true,
            sender: { id: BUYER_ID, name: 'Daniel Meyer' },
            client_id: String(form.get('client_id')),
            body: '',
            attachment: { name: 'drawing.png', type: 'image/png', size: 12, url: '/v1/messages/m-41/attachment' },
          }),
          {},
          201,
        );
      }),
    );
    const user = userEvent.setup();
    renderChat(`/messages/all?c=${ID}`);
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message number 40');
    const input = screen.getByTestId('chat-file-input');
    await user.upload(input, new File(['just text'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Attach a PDF, PNG or JPEG file');

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'drawing.png', { type: 'image/png' });
    await user.upload(input, png);
    expect(await screen.findByText('12 B')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(forms).toHaveLength(1));
    // (jsdom's File loses its name on the way through Node's FormData; the browser keeps it, see tests/e2e/chat.spec.ts.)
    expect(forms[0].file).toBe('file');
    expect(String(forms[0].client_id)).toMatch(CLIENT_ID_PATTERN);
    expect(await within(log()).findByRole('button', { name: 'Download drawing.png' })).toBeInTheDocument();
  });

  it('shows Read under the last own message the other side has read', async () => {
    server.use(
      http.get(apiUrl(`conversations/${ID}`), () =>
        ok(
          detail(1, {
            my_last_read_seq: 40,
            members: [
              { user_id: BUYER_ID, name: 'Daniel Meyer', last_read_seq: 40 },
              { user_id: 'seller', name: 'Li Wei', last_read_seq: 38 },
            ],
          }),
        ),
      ),
      http.get(apiUrl(`conversations/${ID}/messages`), () =>
        ok([37, 38, 39, 40].map((seq) => message(seq, seq >= 38 ? { mine: true, sender: { id: BUYER_ID, name: 'Daniel Meyer' } } : {}))),
      ),
    );
    renderChat(`/messages/all?c=${ID}`);
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message number 40');
    expect(within(log().querySelector('[data-seq="38"]') as HTMLElement).getByText('Read')).toBeInTheDocument();
    expect(within(log().querySelector('[data-seq="40"]') as HTMLElement).getByText('Sent')).toBeInTheDocument();
    act(() => emit('conversation.read', { conversation_id: ID, user_id: 'seller', last_read_seq: 40 }));
    await waitFor(() => expect(within(log().querySelector('[data-seq="40"]') as HTMLElement).getByText('Read')).toBeInTheDocument());
    expect(within(log()).getAllByText('Read')).toHaveLength(1);
  });

  it('shows one pane at a time on a phone, with a way back to the list', async () => {
    const user = userEvent.setup();
    renderChat(`/messages/all?c=${ID}`, {}, 390);
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message number 40');
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.queryByRole('log')).toBeNull();
  });
});
