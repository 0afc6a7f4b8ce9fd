// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { callOf, json, renderWithSelf, selfFixture, stubFetch } from '../office/testing';
import { ProfileForm } from './ProfileForm';

const categories = [
  { id: 1, slug: 'love', name: '연애', description: '' },
  { id: 2, slug: 'reunion', name: '재회', description: '' },
  { id: 3, slug: 'match', name: '궁합', description: '' },
  { id: 4, slug: 'mind', name: '속마음', description: '' },
  { id: 5, slug: 'career', name: '직장·진로', description: '' },
  { id: 6, slug: 'money', name: '금전·사업', description: '' },
];
const self = { ...selfFixture, categories: [categories[0]!] };

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('asks whether a typed name is taken once the typing stops and says so under the field', async () => {
  fetchMock.mockResolvedValue(json({ exists: true }));
  renderWithSelf(<ProfileForm self={self} categories={categories} />);
  fireEvent.change(screen.getByLabelText('활동명'), { target: { value: '달빛' } });
  expect(fetchMock).not.toHaveBeenCalled();
  await waitFor(() =>
    expect(screen.getAllByText('이미 사용 중인 활동명이에요. 다른 이름을 써 주세요.')).toHaveLength(
      2,
    ),
  );
  expect(callOf(fetchMock, 0).url).toBe(
    '/api/client/counselors/exists-name?name=%EB%8B%AC%EB%B9%9B',
  );
});

it('never asks about the counselor own saved name', async () => {
  renderWithSelf(<ProfileForm self={self} categories={categories} />);
  fireEvent.change(screen.getByLabelText('활동명'), { target: { value: '별빛' } });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(fetchMock).not.toHaveBeenCalled();
});

it('shows the schema messages and calls nothing for a short introduction and no category', () => {
  renderWithSelf(<ProfileForm self={self} categories={categories} />);
  fireEvent.change(screen.getByLabelText('한 줄 소개'), { target: { value: '짧아요' } });
  fireEvent.click(screen.getByRole('button', { name: '연애', pressed: true }));
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(screen.getByText('소개는 10자 이상이어야 해요.')).toBeTruthy();
  expect(screen.getByText('상담 분야를 하나 이상 골라 주세요.')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('lets no sixth category be chosen', () => {
  renderWithSelf(<ProfileForm self={self} categories={categories} />);
  for (const name of ['재회', '궁합', '속마음', '직장·진로']) {
    fireEvent.click(screen.getByRole('button', { name }));
  }
  expect(screen.getByRole('button', { name: '금전·사업' })).toHaveProperty('disabled', true);
  expect(screen.getByText('1~5개를 골라 주세요. 지금 5개를 골랐어요.')).toBeTruthy();
});

it('saves the profile and shows a 409 NAME_TAKEN under the name field', async () => {
  fetchMock.mockResolvedValue(
    json({ code: 'NAME_TAKEN', message: '이미 쓰고 있는 활동명이에요.' }, 409),
  );
  renderWithSelf(<ProfileForm self={self} categories={categories} />);
  fireEvent.change(screen.getByLabelText('상담 경력'), { target: { value: '7년' } });
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(screen.getByText('이미 쓰고 있는 활동명이에요.')).toBeTruthy());
  expect(callOf(fetchMock, 0)).toEqual({
    url: '/api/client/counselor',
    method: 'PUT',
    body: {
      name: '별빛',
      introduction: '밤하늘의 별빛처럼 곁을 비추는 상담사예요.',
      careerYears: 7,
      categoryIds: [1],
    },
  });
});
