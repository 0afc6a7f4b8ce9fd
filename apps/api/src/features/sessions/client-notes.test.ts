import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, createBackOffice } from '../../test/back-office';
import { counselingSessions } from './tables';

// The test clock: Tuesday 2026-11-24, 10:00 in Seoul (01:00 UTC).

let f: BackOffice;

beforeAll(async () => {
  f = await createBackOffice();
});

afterAll(async () => {
  await f.close();
});

async function session(
  counselorId: number,
  userId: number,
  values: { status?: string; type?: string; startTime?: string } = {},
) {
  const [row] = await f.db
    .insert(counselingSessions)
    .values({
      userId,
      counselorId,
      status: values.status ?? 'SCHEDULED',
      startTime: new Date(values.startTime ?? '2026-11-25T05:00:00.000Z'),
      durationSeconds: 1_800,
      counselingType: values.type ?? 'CHAT',
      startType: 'RESERVATION',
      productName: '30분 채팅 상담',
    })
    .returning({ id: counselingSessions.id });
  return row?.id ?? 0;
}

describe('/api/client/counselor/clients/{userId}/note', () => {
  it('keeps one note per client, for the counselor alone, and shows it in its room only', async () => {
    const { counselor, token } = await f.counselor();
    const other = await f.counselor();
    const user = await f.buyer();
    const id = await session(counselor.id, user.id);
    const path = `/api/client/counselor/clients/${user.id}/note`;

    expect((await f.call('GET', path, token)).json).toEqual({
      userId: user.id,
      text: '',
      updatedAt: null,
    });
    const saved = await f.call('PUT', path, token, {
      text: '연애 고민으로 두 번째 상담.\n차분한 말투를 좋아해요.',
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      userId: user.id,
      text: '연애 고민으로 두 번째 상담.\n차분한 말투를 좋아해요.',
      updatedAt: '2026-11-24T01:00:00.000Z',
    });
    expect((await f.call('GET', path, token)).json).toEqual(saved.json);

    // Another counselor (no session with this user) cannot read or write it.
    const theirs = await f.call('GET', path, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.json).toMatchObject({
      code: 'NOT_FOUND',
      message: '상담한 적이 있는 고객의 메모만 볼 수 있어요.',
    });
    expect((await f.call('PUT', path, other.token, { text: '덮어쓰기' })).status).toBe(404);

    // The room: the counselor's state carries the note, the user's has no such field.
    const counselorRoom = await f.call(
      'PATCH',
      `/api/client/counseling/sessions/${id}/counselor/exit`,
      token,
    );
    expect(counselorRoom.status).toBe(200);
    expect(counselorRoom.json.clientNote).toEqual(saved.json);
    const userRoom = await f.call(
      'PATCH',
      `/api/client/counseling/sessions/${id}/user/exit`,
      user.token,
    );
    expect(userRoom.status).toBe(200);
    expect(userRoom.json).not.toHaveProperty('clientNote');
    expect(userRoom.text).not.toContain('차분한 말투');
  });

  it('a user who never had a session with the counselor is 404; over 2,000 is 400', async () => {
    const { counselor, token } = await f.counselor();
    const stranger = await f.buyer();
    const path = `/api/client/counselor/clients/${stranger.id}/note`;
    expect((await f.call('GET', path, token)).status).toBe(404);
    expect((await f.call('PUT', path, token, { text: '메모' })).status).toBe(404);
    expect(
      (await f.call('GET', '/api/client/counselor/clients/99999999999/note', token)).status,
    ).toBe(404);
    const user = await f.buyer();
    await session(counselor.id, user.id, { status: 'CANCELLED_BY_USER' });
    const long = await f.call('PUT', `/api/client/counselor/clients/${user.id}/note`, token, {
      text: '가'.repeat(2_001),
    });
    expect(long.status).toBe(400);
    expect(long.json.errors).toEqual([
      { field: 'text', message: '메모는 2,000자를 넘을 수 없어요.' },
    ]);
    expect((await f.call('GET', path, user.token)).status).toBe(403);
  });
});

describe('GET /api/client/counselor/sessions filters', () => {
  it('filters by one or several statuses and by type', async () => {
    const { counselor, token } = await f.counselor();
    const user = await f.buyer();
    const done = await session(counselor.id, user.id, { status: 'COMPLETED', type: 'CALL' });
    const noShow = await session(counselor.id, user.id, { status: 'NO_SHOW_USER' });
    const next = await session(counselor.id, user.id, { status: 'SCHEDULED', type: 'CALL' });
    const ids = async (query: string) =>
      (
        await f.call('GET', `/api/client/counselor/sessions?sortKey=startTime&${query}`, token)
      ).json.content
        .map((each: { id: number }) => each.id)
        .sort((a: number, b: number) => a - b);
    expect(await ids('status=COMPLETED')).toEqual([done]);
    expect(await ids('status=COMPLETED,NO_SHOW_USER')).toEqual([done, noShow]);
    expect(await ids('type=CALL')).toEqual([done, next]);
    expect(await ids('status=SCHEDULED&type=CALL')).toEqual([next]);
    // Each item names its client, so the list can open that client's note.
    const first = await f.call('GET', `/api/client/counselor/sessions?status=COMPLETED`, token);
    expect(first.json.content[0]).toMatchObject({ id: done, userId: user.id });
    const bad = await f.call('GET', '/api/client/counselor/sessions?status=DONE', token);
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].message).toBe('상담 상태가 올바르지 않아요.');
  });
});
