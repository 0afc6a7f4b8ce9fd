import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { notificationSchema } from './notification';
import { cursorPageSchema, offsetPageSchema } from './pagination';

const notification = {
  id: 41,
  type: 'PAYMENT',
  title: '결제가 완료됐어요',
  content: '타로 상담 30분 상품을 결제했어요.',
  createdAt: '2026-11-22T15:00:00+09:00',
  read: false,
  link: '/me/counseling/sessions',
};

describe('notificationSchema', () => {
  it('accepts a notification', () => {
    expect(v.parse(notificationSchema, notification)).toEqual(notification);
  });

  it('reads a missing or null link as null', () => {
    expect(v.parse(notificationSchema, { ...notification, link: null }).link).toBeNull();
    expect(v.parse(notificationSchema, { ...notification, link: undefined }).link).toBeNull();
  });

  it('keeps a type this client does not know', () => {
    expect(v.parse(notificationSchema, { ...notification, type: 'NEW_KIND' }).type).toBe(
      'NEW_KIND',
    );
  });

  it.each([
    ['an empty type', { type: '' }],
    ['read as a string', { read: 'false' }],
    ['a bad date', { createdAt: '22/11/2026' }],
    ['no title', { title: undefined }],
    ['a string id', { id: '41' }],
  ])('rejects %s', (_case, change) => {
    expect(v.safeParse(notificationSchema, { ...notification, ...change }).success).toBe(false);
  });
});

describe('cursorPageSchema', () => {
  const schema = cursorPageSchema(notificationSchema);

  it.each([
    [{ content: [notification], empty: false, last: true, totalPages: 1 }, true],
    [{ content: [], empty: true, last: true, totalPages: 0 }, true],
    [{ content: [notification], totalPages: 1 }, false],
    [{ content: [{ id: 1 }], empty: false, last: true, totalPages: 1 }, false],
    [{ content: [], empty: true, last: true, totalPages: -1 }, false],
  ])('%j → %s', (input, ok) => {
    expect(v.safeParse(schema, input).success).toBe(ok);
  });
});

describe('offsetPageSchema', () => {
  const schema = offsetPageSchema(v.object({ id: v.number() }));

  it.each([
    [{ content: [{ id: 1 }, { id: 2 }], totalPages: 3 }, true],
    [{ content: [], totalPages: 0 }, true],
    [{ content: [{ id: 'x' }], totalPages: 1 }, false],
    [{ content: [] }, false],
    [{ totalPages: 1 }, false],
  ])('%j → %s', (input, ok) => {
    expect(v.safeParse(schema, input).success).toBe(ok);
  });
});
