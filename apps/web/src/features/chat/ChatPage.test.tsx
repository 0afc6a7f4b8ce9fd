// @vitest-environment jsdom
import { writeCookie } from '@arcana/api-client';
import { GUEST_USER, type User } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ChatPage } from './ChatPage';

const user: User = {
  ...GUEST_USER,
  id: 7,
  name: '데모 사용자',
  username: 'demo-user',
  displayName: '데모',
  enabled: true,
  roles: ['USER'],
};
const character = {
  id: 1,
  slug: 'luna',
  name: '루나',
  title: '달빛 인연 타로 리더',
  speciality: 'LOVE',
  tone: '다정하게',
  greeting: '달이 차오르는 밤이에요.',
  introduction: '루나예요.',
  palette: ['#000000', '#111111', '#222222'],
  portraitUrl: '/api/public/ai/characters/1/portrait.svg',
  readingCount: 0,
  reviewCount: 0,
  rating: null,
  favoriteCount: 0,
  simpleTarots: [],
};
const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  writeCookie('accessToken', 'access-1', { maxAgeSeconds: 60 });
  // jsdom draws nothing, so it has no scrolling either.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('greets first, and after a 429 DAILY_LIMIT says so and gives the draft back', async () => {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/api/public/ai/characters/1')) return json(character);
    if (path.startsWith('/api/client/ai/chats/1/messages') && init?.method === 'POST') {
      return json(
        { status: 429, code: 'DAILY_LIMIT', message: '오늘은 여기까지 이야기할 수 있어요.' },
        429,
      );
    }
    return json({ content: [], empty: true, last: true, totalPages: 0 });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['me'], user);
  render(
    <QueryClientProvider client={client}>
      <ChatPage characterId={1} />
    </QueryClientProvider>,
  );

  const log = await screen.findByRole('list', { name: '대화 내용' });
  await vi.waitFor(() => expect(log.textContent).toContain('달이 차오르는 밤이에요.'));

  const box = screen.getByRole('textbox', { name: '메시지' });
  fireEvent.change(box, { target: { value: '오늘의 운세를 알려 주세요' } });
  fireEvent.keyDown(box, { key: 'Enter' });

  const notice = await screen.findByTestId('chat-limit');
  expect(notice.textContent).toContain('오늘 대화를 모두 썼어요');
  expect(notice.textContent).toContain('오늘은 여기까지 이야기할 수 있어요.');
  await vi.waitFor(() => expect(box).toHaveProperty('value', '오늘의 운세를 알려 주세요'));
  // The refused question is not left in the conversation.
  expect(log.textContent).not.toContain('오늘의 운세를 알려 주세요');
});
