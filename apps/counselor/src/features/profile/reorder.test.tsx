// @vitest-environment jsdom
import { counselorOfficeQueries } from '@arcana/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { callOf, json, renderWithSelf, selfFixture, stubFetch } from '../office/testing';
import { FaqsPage } from './FaqsPage';
import { GalleryPage } from './GalleryPage';

const image = (id: string) => ({
  fileUri: `/api/public/files/${id}/original.png`,
  thumbUri150: `/api/public/files/${id}/w150.webp`,
  thumbUri360: `/api/public/files/${id}/w360.webp`,
  thumbUri780: `/api/public/files/${id}/w780.webp`,
  thumbUri1600: `/api/public/files/${id}/w1600.webp`,
  originName: `${id}.png`,
});

const faqs = [
  { id: 11, question: '처음인데 어떻게 시작하나요?', answer: '편하게 적어 주세요.', position: 0 },
  { id: 12, question: '질문은 몇 개까지 되나요?', answer: '두세 가지가 알맞아요.', position: 1 },
  { id: 13, question: '비밀은 지켜지나요?', answer: '저와 내담자분만 봐요.', position: 2 },
];

const gallery = [
  { id: 21, caption: '', image: image('a') },
  { id: 22, caption: '', image: image('b') },
  { id: 23, caption: '', image: image('c') },
];

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('moves a FAQ down with its button and sends the whole new order', async () => {
  fetchMock.mockResolvedValue(json([faqs[1], faqs[0], faqs[2]]));
  renderWithSelf(<FaqsPage />, selfFixture, [[counselorOfficeQueries.faqs().queryKey, faqs]]);
  expect(
    screen.getByRole('button', { name: '처음인데 어떻게 시작하나요? 위로 옮기기' }),
  ).toHaveProperty('disabled', true);
  fireEvent.click(
    screen.getByRole('button', { name: '처음인데 어떻게 시작하나요? 아래로 옮기기' }),
  );
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(callOf(fetchMock, 0)).toEqual({
    url: '/api/client/counselor/faqs/order',
    method: 'PUT',
    body: { ids: [12, 11, 13] },
  });
  expect(screen.getByText('2번째로 옮겼어요.')).toBeTruthy();
});

it('moves a gallery picture back with its button and sends the whole new order', async () => {
  fetchMock.mockResolvedValue(json([gallery[0], gallery[2], gallery[1]]));
  renderWithSelf(<GalleryPage />, selfFixture, [
    [counselorOfficeQueries.gallery().queryKey, gallery],
  ]);
  const images = screen.getAllByRole('img') as HTMLImageElement[];
  expect(images.map((item) => item.getAttribute('src'))).toEqual([
    '/api/public/files/a/w360.webp',
    '/api/public/files/b/w360.webp',
    '/api/public/files/c/w360.webp',
  ]);
  fireEvent.click(screen.getByRole('button', { name: '3번째 사진 앞으로 옮기기' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(callOf(fetchMock, 0)).toEqual({
    url: '/api/client/counselor/gallery/order',
    method: 'PUT',
    body: { ids: [21, 23, 22] },
  });
});
