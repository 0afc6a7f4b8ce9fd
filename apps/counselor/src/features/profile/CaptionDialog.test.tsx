// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { callOf, json, renderWithSelf, stubFetch } from '../office/testing';
import { CaptionDialog } from './CaptionDialog';

const image = {
  id: 12,
  caption: '상담실',
  image: {
    fileUri: '/api/public/files/0b6a1f4e-2c1d-4a8e-9f3b-7d5e6c4b3a21/original.png',
    thumbUri150: '/api/public/files/0b6a1f4e-2c1d-4a8e-9f3b-7d5e6c4b3a21/w150.webp',
    thumbUri360: '/api/public/files/0b6a1f4e-2c1d-4a8e-9f3b-7d5e6c4b3a21/w360.webp',
    thumbUri780: '/api/public/files/0b6a1f4e-2c1d-4a8e-9f3b-7d5e6c4b3a21/w780.webp',
    thumbUri1600: '/api/public/files/0b6a1f4e-2c1d-4a8e-9f3b-7d5e6c4b3a21/w1600.webp',
    originName: 'room.png',
  },
};

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('sends the new caption of the picture and closes', async () => {
  fetchMock.mockResolvedValue(json([{ ...image, caption: '햇살 드는 상담실' }]));
  const onClose = vi.fn();
  renderWithSelf(<CaptionDialog image={image} onClose={onClose} />);
  const field = screen.getByLabelText('설명');
  expect((field as HTMLInputElement).value).toBe('상담실');
  fireEvent.change(field, { target: { value: '햇살 드는 상담실' } });
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(callOf(fetchMock, 0)).toEqual({
    url: '/api/client/counselor/gallery/12',
    method: 'PATCH',
    body: { caption: '햇살 드는 상담실' },
  });
});

it('refuses a caption over 60 characters and calls nothing', () => {
  renderWithSelf(<CaptionDialog image={image} onClose={() => {}} />);
  fireEvent.change(screen.getByLabelText('설명'), { target: { value: '가'.repeat(61) } });
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(screen.getByText('설명은 60자를 넘을 수 없어요.')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});
