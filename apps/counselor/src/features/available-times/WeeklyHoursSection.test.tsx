// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { callOf, json, renderWithSelf, stubFetch } from '../office/testing';
import { WeeklyHoursSection } from './WeeklyHoursSection';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const weekly = {
  hours: [
    { weekday: 1, start: '10:00', end: '12:00' },
    { weekday: 1, start: '14:00', end: '18:00' },
  ],
};

it('names an overlap in Korean and sends nothing until it is fixed', async () => {
  renderWithSelf(<WeeklyHoursSection weekly={weekly} />);
  fireEvent.change(screen.getByLabelText('월요일 2번째 시작 시간'), { target: { value: '11:00' } });
  expect(screen.getByRole('alert').textContent).toBe(
    '월요일에 겹치는 시간이 있어요. 시간을 나누거나 합쳐 주세요.',
  );
  fireEvent.click(screen.getByRole('button', { name: '요일별 시간 저장' }));
  expect(fetchMock).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('월요일 2번째 시작 시간'), { target: { value: '12:00' } });
  fireEvent.click(screen.getByRole('button', { name: '화요일 시간 추가' }));
  fetchMock.mockResolvedValueOnce(json({ hours: [] }));
  fireEvent.click(screen.getByRole('button', { name: '요일별 시간 저장' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(callOf(fetchMock, 0)).toMatchObject({
    method: 'PUT',
    body: {
      hours: [
        { weekday: 1, start: '10:00', end: '12:00' },
        { weekday: 1, start: '12:00', end: '18:00' },
        { weekday: 2, start: '10:00', end: '18:00' },
      ],
    },
  });
  expect(callOf(fetchMock, 0).url).toContain('/api/client/counselor/available-times/weekly');
});

it('says when an end is not after its start', () => {
  renderWithSelf(<WeeklyHoursSection weekly={weekly} />);
  fireEvent.change(screen.getByLabelText('월요일 1번째 종료 시간'), { target: { value: '09:00' } });
  expect(screen.getByRole('alert').textContent).toBe(
    '월요일: 종료 시간은 시작 시간보다 늦어야 해요.',
  );
});
