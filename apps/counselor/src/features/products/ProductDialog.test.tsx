// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { callOf, json, renderWithSelf, stubFetch } from '../office/testing';
import { ProductDialog } from './ProductDialog';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const image = (name: string) => ({
  fileUri: `/uploads/${name}.png`,
  thumbUri150: `/uploads/${name}-150.png`,
  thumbUri360: `/uploads/${name}-360.png`,
  thumbUri780: `/uploads/${name}-780.png`,
  thumbUri1600: `/uploads/${name}-1600.png`,
  originName: `${name}.png`,
});

const product = {
  id: 7,
  counselorId: 1,
  name: '30분 전화 상담',
  counselingType: 'CALL' as const,
  durationMinutes: 30,
  price: 18_000,
  mainImage: image('a'),
  soldCount: 13,
  counselor: {
    id: 1,
    name: '별빛',
    status: 'ON' as const,
    imageUrl: '/uploads/star-360.png',
    rating: 4.8,
    reviewCount: 8,
  },
  description: '목소리로 차분히 읽어 드려요.',
  images: [image('a'), image('b')],
  enabled: true,
  addTimePrice: 6_000,
  uploadIds: ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'],
  ordersCount: 13,
};

it('refuses a price off the 100-won step in Korean, then sends the pictures in their new order', async () => {
  const onOpenChange = vi.fn();
  renderWithSelf(<ProductDialog open product={product} onOpenChange={onOpenChange} />);
  expect(
    screen.getByText(
      '바꾼 내용은 다음 주문부터 적용돼요. 이미 결제된 주문은 결제할 때의 내용으로 진행돼요.',
    ),
  ).toBeTruthy();
  fireEvent.change(screen.getByLabelText('가격'), { target: { value: '18050' } });
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(
    await screen.findByText('가격은 1,000원~1,000,000원, 100원 단위로 정해 주세요.'),
  ).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('가격'), { target: { value: '18100' } });
  fireEvent.change(screen.getByLabelText('상담 시간'), { target: { value: 'unlimited' } });
  fireEvent.click(screen.getByRole('button', { name: '30분 전화 상담 이미지 2 앞으로 옮기기' }));
  fetchMock.mockResolvedValueOnce(json({ ...product, price: 18_100 }));
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  // The answer is taken (it parses) and the dialog closes.
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  expect(callOf(fetchMock, 0)).toMatchObject({
    method: 'PUT',
    body: {
      name: '30분 전화 상담',
      counselingType: 'CALL',
      durationMinutes: null,
      price: 18_100,
      description: '목소리로 차분히 읽어 드려요.',
      uploadIds: ['22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111'],
      enabled: true,
    },
  });
  expect(callOf(fetchMock, 0).url).toContain('/api/client/counselor/products/7');
});
