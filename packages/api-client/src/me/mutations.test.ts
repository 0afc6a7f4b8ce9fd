import { GUEST_USER, type User } from '@arcana/domain';
import { MutationObserver, type MutationObserverOptions, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { onLoggedOut } from '../auth/auth-events';
import { installFakeBrowser } from '../test/fake-browser';
import { meMutations } from './mutations';
import { socialLinkQueries } from './queries';

const user: User = {
  ...GUEST_USER,
  id: 7,
  name: '데모 사용자',
  username: 'demo-user',
  displayName: '데모',
  mobile: '01000000001',
  enabled: true,
  roles: ['USER'],
  profileImage: null,
};

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function newClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['me'], user);
  return client;
}

function run<TData, TVariables, TResult>(
  client: QueryClient,
  options: MutationObserverOptions<TData, Error, TVariables, TResult>,
  variables: TVariables,
) {
  return new MutationObserver(client, options).mutate(variables);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('puts the user the profile-info call answers into ["me"]', async () => {
  const client = newClient();
  fetchMock.mockResolvedValue(json({ ...user, name: '김하늘', displayName: '하늘' }));

  await run(client, meMutations.updateProfileInfo(), { name: '김하늘', displayName: '하늘' });

  expect(client.getQueryData<User>(['me'])?.displayName).toBe('하늘');
  expect(client.getQueryData<User>(['me'])?.name).toBe('김하늘');
});

it('uploads first, then sets the profile image with the upload id, and stores the user', async () => {
  const client = newClient();
  const image = {
    fileUri: '/api/public/files/a.png',
    thumbUri150: '/api/public/files/a-150.webp',
    thumbUri360: '/api/public/files/a-360.webp',
    thumbUri780: '/api/public/files/a-780.webp',
    thumbUri1600: '/api/public/files/a-1600.webp',
    originName: 'me.png',
  };
  fetchMock
    .mockResolvedValueOnce(json({ uploadId: '6f9619ff-8b86-d011-b42d-00cf4fc964ff', image }, 201))
    .mockResolvedValueOnce(json({ ...user, profileImage: image }));

  await run(
    client,
    meMutations.replaceProfileImage(),
    new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }),
  );

  expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
    'POST /api/client/uploads',
    'PATCH /api/client/me/profile-image',
  ]);
  expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
    uploadId: '6f9619ff-8b86-d011-b42d-00cf4fc964ff',
  });
  expect(client.getQueryData<User>(['me'])?.profileImage?.thumbUri360).toBe(
    '/api/public/files/a-360.webp',
  );
});

it('does not set the profile image when the upload fails', async () => {
  const client = newClient();
  fetchMock.mockResolvedValueOnce(
    json({ status: 400, code: 'INVALID_IMAGE', message: '이미지 파일만 올릴 수 있어요.' }, 400),
  );

  await expect(
    run(
      client,
      meMutations.replaceProfileImage(),
      new File(['x'], 'a.txt', { type: 'text/plain' }),
    ),
  ).rejects.toMatchObject({ code: 'INVALID_IMAGE' });

  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(client.getQueryData<User>(['me'])?.profileImage).toBeNull();
});

it('moves a notification flag at once, before the api answers', async () => {
  const client = newClient();
  let answer: (response: Response) => void = () => {};
  fetchMock.mockReturnValue(
    new Promise<Response>((resolve) => {
      answer = resolve;
    }),
  );

  const pending = run(client, meMutations.updateNotificationSettings(), {
    enabledEventPush: false,
  });
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

  expect(client.getQueryData<User>(['me'])?.enabledEventPush).toBe(false);
  expect(client.getQueryData<User>(['me'])?.enabledEventEmail).toBe(true);
  answer(json({ ...user, enabledEventPush: false }));
  await pending;
  expect(client.getQueryData<User>(['me'])?.enabledEventPush).toBe(false);
});

it('rolls a notification flag back when the api refuses it', async () => {
  const client = newClient();
  fetchMock.mockResolvedValueOnce(
    json({ status: 500, code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요.' }, 500),
  );
  // The refetch after the failure answers what the server holds.
  fetchMock.mockResolvedValue(json(user));

  await expect(
    run(client, meMutations.updateNotificationSettings(), { enabledAdPush: false }),
  ).rejects.toMatchObject({ status: 500 });

  expect(client.getQueryData<User>(['me'])?.enabledAdPush).toBe(true);
});

it('marks the user verified from the identity-verify answer', async () => {
  const client = newClient();
  fetchMock.mockResolvedValue(json({ ...user, identityVerified: true }));

  await run(client, meMutations.verifyIdentity(), 'iv-1');

  expect(client.getQueryData<User>(['me'])?.identityVerified).toBe(true);
});

it('stores the social links an unlink answers and refreshes ["me"]', async () => {
  const client = newClient();
  client.setQueryData(socialLinkQueries.all(), {
    providers: { kakao: true, google: true },
    linked: [{ provider: 'KAKAO', email: 'a@b.c', linkedAt: '2025-01-02T03:04:05.000Z' }],
  });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  fetchMock.mockResolvedValue(json({ providers: { kakao: true, google: true }, linked: [] }));

  await run(client, meMutations.unlinkSocial(), 'KAKAO');

  expect(client.getQueryData(socialLinkQueries.all())).toEqual({
    providers: { kakao: true, google: true },
    linked: [],
  });
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'], exact: true });
});

it('ends the session with reason "deleted" and forgets the social links', async () => {
  const client = newClient();
  const reasons: string[] = [];
  const stop = onLoggedOut((reason) => reasons.push(reason));
  const browser = installFakeBrowser();
  browser.document.cookie = 'accessToken=access-1; Max-Age=86400; Path=/';
  browser.store.set('arcana.auth', JSON.stringify({ refreshToken: 'refresh-1' }));
  client.setQueryData(socialLinkQueries.all(), {
    providers: { kakao: false, google: false },
    linked: [],
  });
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

  await run(client, meMutations.deleteAccount(), {});

  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/client/me/delete');
  expect(client.getQueryData(socialLinkQueries.all())).toBeUndefined();
  expect(reasons).toEqual(['deleted']);
  expect(browser.document.cookie).toBe('');
  expect(browser.store.has('arcana.auth')).toBe(false);
  stop();
});

it('keys the social links under ["me"] so a session change refreshes them too', () => {
  expect(socialLinkQueries.list().queryKey).toEqual(['me', 'socials']);
});
