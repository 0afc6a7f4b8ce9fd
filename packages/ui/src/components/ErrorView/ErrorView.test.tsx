import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorView } from './ErrorView.tsx';

describe('ErrorView', () => {
  it('shows the status, title, message and action', () => {
    render(
      <ErrorView
        status={404}
        title="페이지를 찾을 수 없어요"
        message="주소를 다시 확인해 주세요."
        action={<a href="/">홈으로</a>}
      />,
    );
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' })).toBeTruthy();
    expect(screen.getByText('주소를 다시 확인해 주세요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
  });

  it('keeps the stack collapsed until its summary is clicked', () => {
    render(
      <ErrorView
        status={500}
        title="문제가 발견되었어요"
        stack={'Error: boom\n    at App (app.tsx:1:1)'}
        stackLabel="자세한 오류 보기"
      />,
    );
    const details = screen.getByText('자세한 오류 보기').closest('details');
    expect(details?.open).toBe(false);
    fireEvent.click(screen.getByText('자세한 오류 보기'));
    expect(details?.open).toBe(true);
    expect(screen.getByText(/Error: boom/)).toBeTruthy();
  });

  it('renders no details without a stack', () => {
    const { container } = render(<ErrorView status={500} title="문제가 발견되었어요" />);
    expect(container.querySelector('details')).toBeNull();
  });
});
