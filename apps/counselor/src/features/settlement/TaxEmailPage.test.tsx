// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { callOf, json, renderWithSelf, selfFixture, stubFetch } from '../office/testing';
import { TaxEmailPage } from './TaxEmailPage';

const self = { ...selfFixture, taxEmail: 'byeolbit.tax@arcana.example' };
let fetchMock: ReturnType<typeof stubFetch>;

function sendTo(email: string) {
  fireEvent.change(screen.getByLabelText('새 이메일'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
}

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows the saved address and refuses a malformed one without a call', () => {
  renderWithSelf(<TaxEmailPage />, self);
  expect(screen.getByText('byeolbit.tax@arcana.example')).toBeTruthy();
  sendTo('tax@');
  expect(screen.getByText('이메일 형식이 올바르지 않아요.')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('after sending shows the 3-minute timer and holds the resend for 60 seconds', async () => {
  fetchMock.mockResolvedValue(json({ expiresInSeconds: 180, resendAfterSeconds: 60 }));
  renderWithSelf(<TaxEmailPage />, self);
  sendTo('new.tax@arcana.example');
  await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('3:00'));
  const resend = screen.getByRole('button', { name: '다시 받기 (60초)' });
  expect(resend).toHaveProperty('disabled', true);
  expect(callOf(fetchMock, 0)).toEqual({
    url: '/api/client/counselor/tax-email/send-verification-code',
    method: 'POST',
    body: { value: 'new.tax@arcana.example' },
  });
});

it('shows the api refusal of a wrong code under the code field and keeps the old address', async () => {
  fetchMock
    .mockResolvedValueOnce(json({ expiresInSeconds: 180, resendAfterSeconds: 60 }))
    .mockResolvedValueOnce(
      json(
        { code: 'CODE_MISMATCH', message: '인증번호가 맞지 않아요. 4번 더 입력할 수 있어요.' },
        400,
      ),
    );
  renderWithSelf(<TaxEmailPage />, self);
  sendTo('new.tax@arcana.example');
  const code = await screen.findByLabelText('인증번호');
  fireEvent.change(code, { target: { value: '12a34 56' } });
  expect(code).toHaveProperty('value', '123456');
  fireEvent.click(screen.getByRole('button', { name: '확인' }));
  await waitFor(() =>
    expect(screen.getByText('인증번호가 맞지 않아요. 4번 더 입력할 수 있어요.')).toBeTruthy(),
  );
  expect(callOf(fetchMock, 1)).toEqual({
    url: '/api/client/counselor/tax-email/verify-and-update',
    method: 'POST',
    body: { email: 'new.tax@arcana.example', code: '123456' },
  });
  expect(screen.getByText('byeolbit.tax@arcana.example')).toBeTruthy();
});
