import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AiLayout,
  ContentLayout,
  CounselingLayout,
  CounselorLayout,
  DefaultLayout,
  EmptyLayout,
  HelpLayout,
  MypageLayout,
  NoAppLayout,
  SubpageHomeLayout,
  SubpageLayout,
} from './layouts.tsx';

const skip = '본문으로 건너뛰기';

function expectFrame(container: HTMLElement, layout: string) {
  expect(container.querySelector(`[data-layout="${layout}"]`)).not.toBeNull();
  const main = screen.getByRole('main');
  expect(main.id).toBe('main');
  expect(main.textContent).toContain('본문');
  expect(screen.getByRole('link', { name: skip }).getAttribute('href')).toBe('#main');
}

describe('layouts', () => {
  it('default', () => {
    const { container } = render(
      <DefaultLayout skipLinkLabel={skip} header={<header>헤더</header>} nav={<nav>메뉴</nav>}>
        본문
      </DefaultLayout>,
    );
    expectFrame(container, 'default');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('ai', () => {
    const { container } = render(<AiLayout skipLinkLabel={skip}>본문</AiLayout>);
    expectFrame(container, 'ai');
  });

  it('content shows its back link above the title', () => {
    const { container } = render(
      <ContentLayout skipLinkLabel={skip} backLink={<a href="/me">마이페이지</a>} title="공지">
        본문
      </ContentLayout>,
    );
    expectFrame(container, 'content');
    expect(screen.getByRole('link', { name: '마이페이지' }).getAttribute('href')).toBe('/me');
    expect(screen.getByRole('heading', { level: 1, name: '공지' })).toBeTruthy();
  });

  it('counseling', () => {
    const { container } = render(<CounselingLayout skipLinkLabel={skip}>본문</CounselingLayout>);
    expectFrame(container, 'counseling');
  });

  it('counselor renders both the side nav and the bottom nav', () => {
    const { container } = render(
      <CounselorLayout
        skipLinkLabel={skip}
        sideNav={<nav aria-label="사이드 메뉴">사이드</nav>}
        nav={<nav aria-label="하단 메뉴">하단</nav>}
      >
        본문
      </CounselorLayout>,
    );
    expectFrame(container, 'counselor');
    expect(screen.getByRole('navigation', { name: '사이드 메뉴' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '하단 메뉴' })).toBeTruthy();
  });

  it('empty has no chrome', () => {
    const { container } = render(<EmptyLayout skipLinkLabel={skip}>본문</EmptyLayout>);
    expectFrame(container, 'empty');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('help', () => {
    const { container } = render(
      <HelpLayout skipLinkLabel={skip} title="고객센터">
        본문
      </HelpLayout>,
    );
    expectFrame(container, 'help');
    expect(screen.getByRole('heading', { level: 1, name: '고객센터' })).toBeTruthy();
  });

  it('mypage', () => {
    const { container } = render(<MypageLayout skipLinkLabel={skip}>본문</MypageLayout>);
    expectFrame(container, 'mypage');
  });

  it('no-app drops the bottom nav', () => {
    const { container } = render(
      <NoAppLayout skipLinkLabel={skip} nav={<nav>메뉴</nav>}>
        본문
      </NoAppLayout>,
    );
    expectFrame(container, 'no-app');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('subpage builds a header from back link and title', () => {
    const { container } = render(
      <SubpageLayout skipLinkLabel={skip} backLink={<a href="/me">뒤로</a>} title="알림 설정">
        본문
      </SubpageLayout>,
    );
    expectFrame(container, 'subpage');
    expect(screen.getByRole('banner').textContent).toContain('알림 설정');
    expect(screen.getByRole('link', { name: '뒤로' })).toBeTruthy();
  });

  it('subpage-home shows a large title', () => {
    const { container } = render(
      <SubpageHomeLayout skipLinkLabel={skip} title="상담">
        본문
      </SubpageHomeLayout>,
    );
    expectFrame(container, 'subpage-home');
    expect(screen.getByRole('heading', { level: 1, name: '상담' })).toBeTruthy();
  });
});
