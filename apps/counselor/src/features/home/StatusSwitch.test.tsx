// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callOf, json, renderWithSelf, selfFixture, stubFetch } from '../office/testing';
import { PauseSwitch } from './PauseSwitch';
import { StatusSwitch } from './StatusSwitch';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('status switch', () => {
  it('offers ON, BUSY and OFF with their texts and sends the choice', async () => {
    fetchMock.mockResolvedValue(json({ id: 1, level: 1, status: 'BUSY', enabled: true }));
    renderWithSelf(<StatusSwitch status="ON" />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '상담 가능',
      '다른 업무 중',
      '부재중',
    ]);
    expect(screen.getByRole('radio', { name: '상담 가능' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: '다른 업무 중' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(callOf(fetchMock, 0)).toMatchObject({
      url: expect.stringContaining('/api/client/counselor/status'),
      method: 'PATCH',
      body: { status: 'BUSY' },
    });
  });

  it('shows COUNSELING as the system set it, never as a choice', () => {
    renderWithSelf(<StatusSwitch status="COUNSELING" />);
    expect(
      screen.getByText('지금 상담 중이에요. 상담이 끝나면 이전 상태로 돌아가요.'),
    ).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '상담 중' })).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });
});

describe('pause switch', () => {
  it('asks first, explains what pausing does, then sends enabled false', async () => {
    fetchMock.mockResolvedValue(json({ ...selfFixture, enabled: false }));
    renderWithSelf(<PauseSwitch enabled />);
    fireEvent.click(screen.getByRole('button', { name: '계정 쉬기' }));
    expect(
      await screen.findByText(
        '쉬는 동안 상담사 찾기와 검색에서 보이지 않고, 내 상품에 새 주문이 들어오지 않아요. 이미 확정된 예약과 진행 중인 상담은 그대로예요.',
      ),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '쉬기' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(callOf(fetchMock, 0)).toMatchObject({
      url: expect.stringContaining('/api/client/counselor/enabled'),
      method: 'PATCH',
      body: { value: false },
    });
  });
});
