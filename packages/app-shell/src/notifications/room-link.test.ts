import { expect, it } from 'vitest';
import { isAppPath, sessionRoomLink, sessionRoomPath } from './room-link';

it('puts senderType on the room path', () => {
  expect(sessionRoomPath(7, 'COUNSELOR')).toBe('/counseling/sessions/7?senderType=COUNSELOR');
  expect(sessionRoomPath(7, 'USER')).toBe('/counseling/sessions/7?senderType=USER');
});

it('keeps a room of the app’s own side inside the app', () => {
  expect(sessionRoomLink(7, 'COUNSELOR', 'COUNSELOR', 'http://127.0.0.1:5173')).toEqual({
    href: '/counseling/sessions/7?senderType=COUNSELOR',
    external: false,
  });
});

it('sends a room of the other side to the app hosting it', () => {
  expect(sessionRoomLink(7, 'COUNSELOR', 'USER', 'http://counselor.localhost:5174/')).toEqual({
    href: 'http://counselor.localhost:5174/counseling/sessions/7?senderType=COUNSELOR',
    external: true,
  });
  expect(sessionRoomLink(3, 'USER', 'COUNSELOR', 'http://127.0.0.1:5173')).toEqual({
    href: 'http://127.0.0.1:5173/counseling/sessions/3?senderType=USER',
    external: true,
  });
});

it('treats only rooted paths as app paths', () => {
  expect(isAppPath('/me/notifications')).toBe(true);
  expect(isAppPath('//evil.example/x')).toBe(false);
  expect(isAppPath('https://example.com/')).toBe(false);
});
