// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { callOf, json, renderWithSelf, selfFixture, stubFetch } from '../office/testing';
import { KeywordsPage } from './KeywordsPage';

let fetchMock: ReturnType<typeof stubFetch>;

function add(value: string) {
  fireEvent.change(screen.getByLabelText('새 키워드'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: '추가' }));
}

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('refuses a keyword with # with the schema message and calls nothing', () => {
  renderWithSelf(<KeywordsPage />);
  add('#타로');
  expect(screen.getByText('키워드에는 #을 빼고 써 주세요.')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('refuses a keyword the list already has', () => {
  renderWithSelf(<KeywordsPage />);
  add('연애운');
  expect(screen.getByText('이미 있는 키워드예요.')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('sends the whole list with the new keyword at the end and draws it as a chip', async () => {
  fetchMock.mockResolvedValue(json({ ...selfFixture, keywords: ['연애운', '속마음', '재회'] }));
  renderWithSelf(<KeywordsPage />);
  add(' 재회 ');
  await waitFor(() => expect(screen.getByText('#재회')).toBeTruthy());
  expect(callOf(fetchMock, 0)).toEqual({
    url: '/api/client/counselor/keywords',
    method: 'PATCH',
    body: { keywords: ['연애운', '속마음', '재회'] },
  });
});

it('takes no eleventh keyword', () => {
  const keywords = ['일', '이', '삼', '사', '오', '육', '칠', '팔', '구', '십'];
  renderWithSelf(<KeywordsPage />, { ...selfFixture, keywords });
  expect(screen.getByLabelText('새 키워드')).toHaveProperty('disabled', true);
  expect(screen.getByText('키워드는 10개까지 넣을 수 있어요.')).toBeTruthy();
});
