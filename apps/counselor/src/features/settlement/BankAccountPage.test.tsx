// @vitest-environment jsdom
import { counselorOfficeQueries } from '@arcana/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { callOf, json, renderWithSelf, selfFixture, stubFetch } from '../office/testing';
import { BankAccountPage } from './BankAccountPage';

let fetchMock: ReturnType<typeof stubFetch>;
const accountKey = counselorOfficeQueries.bankAccount().queryKey;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('offers the Korean banks and refuses a short number with the schema message', () => {
  renderWithSelf(<BankAccountPage />, selfFixture, [[accountKey, null]]);
  expect(
    screen.getByText('아직 등록한 계좌가 없어요. 정산을 받으려면 계좌를 등록해 주세요.'),
  ).toBeTruthy();
  const bank = screen.getByLabelText('은행') as HTMLSelectElement;
  expect(bank.options).toHaveLength(23);
  expect(bank.options[1]?.textContent).toBe('국민');
  fireEvent.change(bank, { target: { value: '090' } });
  fireEvent.change(screen.getByLabelText('예금주'), { target: { value: '김별빛' } });
  fireEvent.change(screen.getByLabelText('계좌번호'), { target: { value: '3333-01' } });
  fireEvent.click(screen.getByRole('button', { name: '계좌 저장' }));
  expect(screen.getByText('계좌번호는 숫자 10~14자리로 입력해 주세요.')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('sends the number as digits and then shows only its masked form', async () => {
  fetchMock.mockResolvedValue(
    json({
      bankCode: '090',
      bankName: '카카오뱅크',
      holder: '김별빛',
      numberMasked: '*********7561',
    }),
  );
  renderWithSelf(<BankAccountPage />, selfFixture, [[accountKey, null]]);
  fireEvent.change(screen.getByLabelText('은행'), { target: { value: '090' } });
  fireEvent.change(screen.getByLabelText('예금주'), { target: { value: '김별빛' } });
  fireEvent.change(screen.getByLabelText('계좌번호'), { target: { value: '3333-01-2347561' } });
  fireEvent.click(screen.getByRole('button', { name: '계좌 저장' }));
  await waitFor(() => expect(screen.getByText('*********7561')).toBeTruthy());
  expect(callOf(fetchMock, 0)).toEqual({
    url: '/api/client/counselor/bank-account',
    method: 'PUT',
    body: { bankCode: '090', holder: '김별빛', number: '3333012347561' },
  });
  expect(screen.getByLabelText('계좌번호')).toHaveProperty('value', '');
});
