// @vitest-environment jsdom
import type { Application } from '@arcana/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplicationStatus } from './ApplicationStatus';

afterEach(cleanup);

const application: Application = {
  id: 3,
  status: 'SUBMITTED',
  name: '달무리',
  introduction: '마음이 복잡한 밤, 차분하게 이야기를 들어 드려요.',
  careerYears: 4,
  categories: [
    { id: 1, name: '연애' },
    { id: 3, name: '궁합' },
  ] as Application['categories'],
  certificate: {
    name: '타로상담사 1급',
    issuer: '한국타로협회',
    grade: '1급',
    issuedOn: '2023-05-20',
    image: null,
  },
  answer: '타로 카페에서 4년 동안 상담했어요.',
  reason: null,
  submittedAt: '2026-11-23T15:30:00.000Z',
  decidedAt: null,
};

describe('application status', () => {
  it('says 심사 중 with the Seoul date it was sent', () => {
    render(<ApplicationStatus application={application} onApplyAgain={() => {}} />);
    expect(screen.getByRole('region', { name: '지원서를 심사하고 있어요' })).toBeTruthy();
    expect(screen.getByText('심사 중')).toBeTruthy();
    expect(screen.getByText('2026-11-24')).toBeTruthy();
    expect(screen.getByText('연애, 궁합')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 지원하기' })).toBeNull();
  });

  it('shows a rejection’s reason and lets the applicant try again', () => {
    const onApplyAgain = vi.fn();
    render(
      <ApplicationStatus
        application={{
          ...application,
          status: 'REJECTED',
          reason: '자격증 사진이 흐려요. 다시 올려 주세요.',
          decidedAt: '2026-11-25T02:00:00.000Z',
        }}
        onApplyAgain={onApplyAgain}
      />,
    );
    expect(screen.getByText('반려')).toBeTruthy();
    expect(screen.getByText('자격증 사진이 흐려요. 다시 올려 주세요.')).toBeTruthy();
    expect(screen.getByText('2026-11-25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 지원하기' }));
    expect(onApplyAgain).toHaveBeenCalledTimes(1);
  });

  it('leads an approved applicant to the counselor app', () => {
    render(
      <ApplicationStatus
        application={{ ...application, status: 'APPROVED', decidedAt: '2026-11-25T02:00:00.000Z' }}
        onApplyAgain={() => {}}
      />,
    );
    expect(screen.getByText('승인')).toBeTruthy();
    expect(screen.getByRole('link', { name: '상담사센터로 가기' }).getAttribute('href')).toBe(
      'http://counselor.localhost:5174/counselor',
    );
  });
});
