import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { threadStore } from '../../../src/chat/thread-store';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { apiUrl, useMswServer } from '../setup';
import { emit, setRealtimeStatus } from './fake-realtime';
import { conversationId, detail, item, message, ok, page, renderChat, signInBuyer } from './helpers';

vi.mock('../../../src/providers/realtime', async () => await import('./fake-realtime'));

const server = useMswServer();
const listCalls: URLSearchParams[] = [];

beforeAll(() => initI18n());
beforeEach(() => {
  listCalls.length = 0;
  signInBuyer();
});
afterEach(() => {
  sessionStore.clear();
  threadStore.reset();
});

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button');

describe('conversation list', { timeout: 30_000 }, () => {
  it('lists conversations newest first with the last message, its time and the unread badge', async () => {
    server.use(
      http.get(apiUrl('conversations'), ({ request }) => {
        listCalls.push(new URL(request.url).searchParams);
        return page([item(1, { unread_count: 3 }), item(2, { last_message_mine: true, last_message_preview: 'See you then' }), item(3)]);
      }),
    );
    renderChat('/messages/all');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [first, second] = rows();
    expect(first).toHaveTextContent('Supplier 1 · Li Wei');
    expect(first).toHaveTextContent('Steel bolts M1');
    expect(first).toHaveTextContent('Last message 1');
    expect(within(first).getByLabelText('3 unread messages')).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('datetime', item(1).last_message_at);
    expect(second).toHaveTextContent('You: See you then');
    expect(within(second).queryByLabelText(/unread/)).toBeNull();
    expect(listCalls[0].get('box')).toBe('all');
    expect(listCalls[0].get('page')).toBe('1');
  });

  it('searches on the server and says when nothing matches', async () => {
    server.use(
      http.get(apiUrl('conversations'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        listCalls.push(params);
        const q = params.get('q');
        if (q === 'gloves') return page([item(7, { subject: 'Safety gloves', product: { id: 'p-7', name: 'Safety gloves', image_url: null } })]);
        if (q) return page([]);
        return page([item(1), item(2)]);
      }),
    );
    const user = userEvent.setup();
    renderChat('/messages/all');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const search = screen.getByRole('searchbox', { name: 'Search conversations' });
    await user.type(search, 'gloves{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Safety gloves');
    expect(screen.getByTestId('location')).toHaveTextContent('q=gloves');

    await user.clear(search);
    await user.type(search, 'anchors{Enter}');
    const noMatches = await screen.findByText('No conversations match “anchors”');
    // The empty state's own button (the search box has a clear button of the same name).
    await user.click(within(noMatches.closest<HTMLElement>('.chat-state')!).getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    // Clearing the box applies at once (null), then the new search.
    expect(listCalls.map((params) => params.get('q'))).toEqual([null, 'gloves', null, 'anchors', null]);
  });

  it('says what to do when there are no conversations yet', async () => {
    server.use(http.get(apiUrl('conversations'), () => page([])));
    renderChat('/messages/all', { empty: { text: 'Ask a supplier about a product.' } });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Ask a supplier about a product.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be read', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('conversations'), () =>
        fail ? ok(null, { success: false, message: 'Choose a box: all, inquiries, orders or support' }, 400) : page([item(1)]),
      ),
    );
    const user = userEvent.setup();
    renderChat('/messages/all');
    expect(await screen.findByText('The conversations could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('moves a conversation to the top with a badge when a message arrives live, and fetches one it did not list', async () => {
    server.use(
      http.get(apiUrl('conversations'), () => page([item(1), item(2)])),
      http.get(apiUrl(`conversations/${conversationId(9)}`), () =>
        ok(detail(9, { unread_count: 1, last_message_preview: 'Brand new', last_message_at: '2026-01-12T08:00:00.000Z' })),
      ),
    );
    renderChat('/messages/all');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const incoming = message(5, { body: 'Can you do 500 boxes?' }, conversationId(2));
    const { mine: _mine, ...base } = incoming;
    act(() =>
      emit('message.created', {
        conversation_id: conversationId(2),
        message: base,
        conversation: { last_message_at: '2026-01-11T08:00:00.000Z', last_message_preview: 'Can you do 500 boxes?', last_sender_id: incoming.sender.id },
      }),
    );
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Can you do 500 boxes?'));
    expect(within(rows()[0]).getByLabelText('1 unread message')).toBeInTheDocument();
    // The same event again (a second delivery) does not count twice.
    act(() =>
      emit('message.created', {
        conversation_id: conversationId(2),
        message: base,
        conversation: { last_message_at: '2026-01-11T08:00:00.000Z', last_message_preview: 'Can you do 500 boxes?', last_sender_id: incoming.sender.id },
      }),
    );
    expect(within(rows()[0]).getByLabelText('1 unread message')).toBeInTheDocument();

    const other = message(1, { body: 'Brand new' }, conversationId(9));
    const { mine: _other, ...otherBase } = other;
    act(() =>
      emit('message.created', {
        conversation_id: conversationId(9),
        message: otherBase,
        conversation: { last_message_at: '2026-01-12T08:00:00.000Z', last_message_preview: 'Brand new', last_sender_id: other.sender.id },
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent('Brand new');
  });

  it('opens a conversation into ?c= and reads its badge away', async () => {
    const reads: unknown[] = [];
    server.use(
      http.get(apiUrl('conversations'), () => page([item(1, { unread_count: 2 }), item(2)])),
      http.get(apiUrl(`conversations/${conversationId(1)}`), () => ok(detail(1, { unread_count: 2 }))),
      http.get(apiUrl(`conversations/${conversationId(1)}/messages`), () => ok([message(1), message(2)])),
      http.post(apiUrl(`conversations/${conversationId(1)}/read`), async ({ request }) => {
        reads.push(await request.json());
        return ok({ conversation_id: conversationId(1), last_read_seq: 2, unread_count: 0 });
      }),
      http.get(apiUrl('conversations/unread-count'), () => ok({ unread: 0 })),
    );
    const user = userEvent.setup();
    renderChat('/messages/all');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(rows()[0]);
    expect(screen.getByTestId('location')).toHaveTextContent(`c=${conversationId(1)}`);
    expect(await screen.findByText('Message number 2')).toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual([{ last_read_seq: 2 }]));
    await waitFor(() => expect(within(rows()[0]).queryByLabelText(/unread/)).toBeNull());
  });

  it('keeps the preview and the order of a conversation when opening it loads older messages of its own', async () => {
    // The seller wrote last; the page of history holds an earlier message of the buyer's.
    const newest = message(3, { body: 'The price is 2.40 per box' });
    server.use(
      http.get(apiUrl('conversations'), () =>
        page([
          item(1, { unread_count: 1, last_message_at: newest.created_at, last_message_preview: newest.body }),
          item(2, { last_message_at: message(2).created_at, last_message_preview: 'Between the two' }),
        ]),
      ),
      http.get(apiUrl(`conversations/${conversationId(1)}`), () => ok(detail(1, { unread_count: 1 }))),
      http.get(apiUrl(`conversations/${conversationId(1)}/messages`), () => ok([message(1, { mine: true, body: 'How much for 500 boxes?' }), newest])),
      http.post(apiUrl(`conversations/${conversationId(1)}/read`), () => ok({ conversation_id: conversationId(1), last_read_seq: 3, unread_count: 0 })),
      http.get(apiUrl('conversations/unread-count'), () => ok({ unread: 0 })),
    );
    const user = userEvent.setup();
    renderChat('/messages/all');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(rows()[0]);
    expect(await screen.findByText('How much for 500 boxes?')).toBeInTheDocument();
    await waitFor(() => expect(within(rows()[0]).queryByLabelText(/unread/)).toBeNull());
    const [first, second] = rows();
    expect(first).toHaveTextContent('The price is 2.40 per box');
    expect(first).not.toHaveTextContent('You:');
    expect(first.querySelector('time')).toHaveAttribute('datetime', newest.created_at);
    expect(second).toHaveTextContent('Between the two');
  });

  it('says "Reconnecting…" while the live connection is down, and nothing once it is back', async () => {
    server.use(http.get(apiUrl('conversations'), () => page([item(1)])));
    renderChat('/messages/all');
    await waitFor(() => expect(rows()).toHaveLength(1));
    act(() => setRealtimeStatus('reconnecting'));
    expect((await screen.findByText('Reconnecting…')).closest('[role="status"]')).not.toBeNull();
    act(() => setRealtimeStatus('open'));
    await waitFor(() => expect(screen.queryByText('Reconnecting…')).toBeNull());
  });
});
