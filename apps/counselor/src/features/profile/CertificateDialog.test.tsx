// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { callOf, json, renderWithSelf, stubFetch } from '../office/testing';
import { CertificateDialog } from './CertificateDialog';

const uploadId = '0b6a1f4e-2c1d-4a8e-9f3b-7d5e6c4b3a21';
const certificate = {
  id: 5,
  name: '타로마스터 2급',
  issuer: '한국타로협회',
  grade: '2급',
  issuedOn: '2023-03-18',
  image: {
    fileUri: `/api/public/files/${uploadId}/original.png`,
    thumbUri150: `/api/public/files/${uploadId}/w150.webp`,
    thumbUri360: `/api/public/files/${uploadId}/w360.webp`,
    thumbUri780: `/api/public/files/${uploadId}/w780.webp`,
    thumbUri1600: `/api/public/files/${uploadId}/w1600.webp`,
    originName: 'cert.png',
  },
  uploadId,
};

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('an edit that leaves the picture alone sends its upload back, so the picture stays', async () => {
  fetchMock.mockResolvedValue(json([{ ...certificate, grade: '1급' }]));
  const onOpenChange = vi.fn();
  renderWithSelf(<CertificateDialog open certificate={certificate} onOpenChange={onOpenChange} />);
  fireEvent.change(screen.getByLabelText('등급'), { target: { value: '1급' } });
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  expect(callOf(fetchMock, 0)).toEqual({
    url: '/api/client/counselor/certificates/5',
    method: 'PUT',
    body: {
      name: '타로마스터 2급',
      issuer: '한국타로협회',
      grade: '1급',
      issuedOn: '2023-03-18',
      uploadId,
    },
  });
});

it('refuses a date in the future with the schema message', () => {
  renderWithSelf(<CertificateDialog open certificate={null} onOpenChange={() => {}} />);
  fireEvent.change(screen.getByLabelText('자격증 이름'), { target: { value: '타로 심화' } });
  fireEvent.change(screen.getByLabelText('발급 기관'), { target: { value: '한국타로협회' } });
  fireEvent.change(screen.getByLabelText('취득일'), { target: { value: '2999-01-01' } });
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(screen.getByText('취득일은 오늘 이후일 수 없어요.')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});
