// Shared by the chat component tests: records as the API answers them, a fake live stream, and the
// chat page rendered at a URL with a wide (two panes) or phone-sized screen.
import '@ant-design/v5-patch-for-react-19';
import { configure, render, type RenderResult } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ChatMessage, ConversationDetail, ConversationListItem } from '../../../src/contract/chat';
import { buyerUser } from '../users';
import { ChatPage, type ChatPageProps } from '../../../src/chat/ChatPage';
import { sessionStore } from '../../../src/providers/session';
import { setViewportWidth } from '../shells/helpers';

export const BUYER_ID = '00000000-0000-4000-8000-0000000000b1';
export const SELLER_ID = '00000000-0000-4000-8000-0000000000c1';
export const conversationId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const buyer = buyerUser({ id: BUYER_ID });

export const signInBuyer = () => sessionStore.setSession('tok-buyer', buyer);

export const ok = <T,>(data: T, extra: Record<string, unknown> = {}, status = 200) =>
  HttpResponse.json({ success: true, message: 'Request successful', data, ...extra }, { status });

export const page = <T,>(rows: T[], total = rows.length, pageNumber = 1, limit = 20) =>
  ok(rows, { total, pagination: { page: pageNumber, limit, totalPages: Math.max(1, Math.ceil(total / limit)) } });

export function item(n: number, overrides: Partial<ConversationListItem> = {}): ConversationListItem {
  return {
    id: conversationId(n),
    kind: 'inquiry',
    subject: `Steel bolts ${n}`,
    counterpart: { id: SELLER_ID, name: 'Li Wei', company: `Supplier ${n}`, role: 'seller' },
    product: { id: `p-${n}`, name: `Steel bolts M${n}`, image_url: null },
    order: null,
    last_message_at: new Date(Date.UTC(2026, 0, 10, 12, 0) - n * 60_000).toISOString(),
    last_message_preview: `Last message ${n}`,
    last_message_mine: false,
    unread_count: 0,
    ...overrides,
  };
}

export function detail(n: number, overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  const base = item(n);
  return {
    ...base,
    members: [
      { user_id: BUYER_ID, name: 'Daniel Meyer', last_read_seq: 0 },
      { user_id: SELLER_ID, name: 'Li Wei', last_read_seq: 0 },
    ],
    product_context: { id: `p-${n}`, name: `Steel bolts M${n}`, image_url: null, currency: 'USD', price_minor: 250, moq: 100, available: true },
    order_context: null,
    my_last_read_seq: 0,
    can_write: true,
    ...overrides,
  };
}

export function message(seq: number, overrides: Partial<ChatMessage> = {}, conversation = conversationId(1)): ChatMessage {
  const mine = overrides.mine ?? false;
  return {
    id: `m-${conversation.slice(-4)}-${seq}`,
    seq,
    conversation_id: conversation,
    sender: mine ? { id: BUYER_ID, name: 'Daniel Meyer' } : { id: SELLER_ID, name: 'Li Wei' },
    mine,
    client_id: `client${String(seq).padStart(8, '0')}`,
    body: `Message number ${seq}`,
    attachment: null,
    created_at: new Date(Date.UTC(2026, 0, 10, 9, 0) + seq * 60_000).toISOString(),
    ...overrides,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The buyer's chat page at `url`, on a screen `width` px wide. */
export function renderChat(url: string, props: Partial<ChatPageProps> = {}, width = 1280): RenderResult {
  // Role queries check every ancestor's computed style, slow with antd's styles in jsdom.
  configure({ defaultHidden: true });
  setViewportWidth(width);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <LocationProbe />
      <Routes>
        <Route path="*" element={<ChatPage audience="buyer" box="all" title="All Messages" empty={{ text: 'Ask a supplier about a product.' }} {...props} />} />
      </Routes>
    </MemoryRouter>,
  );
}
