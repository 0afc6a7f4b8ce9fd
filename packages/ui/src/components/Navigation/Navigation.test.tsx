import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeIcon, UserIcon } from '../Icon/Icons.tsx';
import { BottomNav } from './BottomNav.tsx';

const items = [
  { key: 'home', label: '홈', icon: <HomeIcon />, href: '/', current: true },
  { key: 'me', label: '마이', icon: <UserIcon />, href: '/me' },
];

describe('BottomNav', () => {
  it('renders a named nav landmark with the current item marked', () => {
    render(<BottomNav aria-label="주요 메뉴" items={items} />);
    expect(screen.getByRole('navigation', { name: '주요 메뉴' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '마이' }).hasAttribute('aria-current')).toBe(false);
  });

  it('lets the app render its own link element', () => {
    render(
      <BottomNav
        aria-label="주요 메뉴"
        items={items.map((item) => ({ ...item, to: item.href }))}
        renderLink={(item, props) => <a data-router-link={item.to} href={item.to} {...props} />}
      />,
    );
    expect(screen.getByRole('link', { name: '마이' }).getAttribute('data-router-link')).toBe('/me');
  });
});
