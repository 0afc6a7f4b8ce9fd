// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { json, renderWithSelf, stubFetch } from '../office/testing';
import { MonthSessions } from './MonthSessions';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const line = {
  sessionId: 41,
  endedAt: '2026-10-14T12:30:00.000Z',
  status: 'COMPLETED',
  productName: '30분 채팅 상담',
  userName: '김*연',
  paid: 33_000,
  refunded: 0,
  fee: 6_600,
  gross: 26_400,
  withholding: 871,
  net: 25_529,
};

it('shows the month line by line in won and saves arcana-profits-YYYY-MM.csv', async () => {
  fetchMock.mockResolvedValueOnce(json([line]));
  renderWithSelf(<MonthSessions month="2026-10" />);
  const row = await screen.findByRole('row', { name: /김\*연/ });
  const cells = within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells).toEqual([
    '30분 채팅 상담',
    '김*연',
    '상담 완료',
    '33,000원',
    '0원',
    '6,600원',
    '26,400원',
    '871원',
    '25,529원',
  ]);
  expect(within(row).getByRole('rowheader').textContent).toBe('2026-10-14 21:30');

  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  fetchMock.mockResolvedValueOnce(
    new Response('\uFEFF상담번호,종료일시\n', { headers: { 'content-type': 'text/csv' } }),
  );
  fireEvent.click(screen.getByRole('button', { name: '2026년 10월 CSV 내려받기' }));
  await waitFor(() => expect(saved).toEqual(['arcana-profits-2026-10.csv']));
  expect(String(fetchMock.mock.calls[1]?.[0])).toContain(
    '/api/client/counselor/profits/2026-10.csv',
  );
});
