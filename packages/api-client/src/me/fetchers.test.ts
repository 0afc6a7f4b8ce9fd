import { GUEST_USER, type User } from '@arcana/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authorizeSocialLink,
  changeMobile,
  deleteAccount,
  fetchSocialLinks,
  linkSocialCallback,
  registerFcmToken,
  removeProfileImage,
  setProfileImage,
  unlinkSocial,
  updateContactInfo,
  updateNotificationSettings,
  updateProfileInfo,
  uploadImage,
  verifyIdentity,
} from './fetchers';

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

const socials = {
  providers: { kakao: true, google: false },
  linked: [{ provider: 'KAKAO', email: 'demo@kakao.test', linkedAt: '2025-01-02T03:04:05.000Z' }],
};

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function sent(call = 0) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return {
    url,
    method: init?.method,
    headers: new Headers(init?.headers),
    body: init?.body,
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: 'accessToken=access-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profile writes answer the updated user', () => {
  it('PATCHes /api/client/me/profile-info with name and displayName', async () => {
    fetchMock.mockResolvedValue(json({ ...user, name: '김하늘', displayName: '하늘' }));

    const result = await updateProfileInfo({ name: '김하늘', displayName: '하늘' });

    expect(sent().url).toBe('/api/client/me/profile-info');
    expect(sent().method).toBe('PATCH');
    expect(sent().headers.get('authorization')).toBe('Bearer access-1');
    expect(sent().headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(sent().body))).toEqual({ name: '김하늘', displayName: '하늘' });
    expect(result.displayName).toBe('하늘');
  });

  it('PATCHes /api/client/me/contact-info with the e-mail', async () => {
    fetchMock.mockResolvedValue(json({ ...user, email: 'sky@example.com' }));

    const result = await updateContactInfo({ email: 'sky@example.com' });

    expect(sent().url).toBe('/api/client/me/contact-info');
    expect(sent().method).toBe('PATCH');
    expect(JSON.parse(String(sent().body))).toEqual({ email: 'sky@example.com' });
    expect(result.email).toBe('sky@example.com');
  });

  it('PATCHes /api/client/me/mobile with the new number and its verification token', async () => {
    fetchMock.mockResolvedValue(json({ ...user, mobile: '01098765432' }));

    const result = await changeMobile({ mobile: '01098765432', verificationToken: 'vt-1' });

    expect(sent().url).toBe('/api/client/me/mobile');
    expect(sent().method).toBe('PATCH');
    expect(JSON.parse(String(sent().body))).toEqual({
      mobile: '01098765432',
      verificationToken: 'vt-1',
    });
    expect(result.mobile).toBe('01098765432');
  });

  it('PATCHes /api/client/me/notification-settings with only the changed flag', async () => {
    fetchMock.mockResolvedValue(json({ ...user, enabledAdPush: false }));

    const result = await updateNotificationSettings({ enabledAdPush: false });

    expect(sent().url).toBe('/api/client/me/notification-settings');
    expect(JSON.parse(String(sent().body))).toEqual({ enabledAdPush: false });
    expect(result.enabledAdPush).toBe(false);
  });

  it('GETs /api/client/me/identity-verify/{id} and answers the verified user', async () => {
    fetchMock.mockResolvedValue(json({ ...user, identityVerified: true }));

    const result = await verifyIdentity('iv/1 2');

    expect(sent().url).toBe('/api/client/me/identity-verify/iv%2F1%202');
    expect(sent().method).toBe('GET');
    expect(result.identityVerified).toBe(true);
  });
});

describe('profile image', () => {
  it('uploads the file as multipart field "file" without a JSON content type', async () => {
    const image = {
      fileUri: '/api/public/files/a.png',
      thumbUri150: '/api/public/files/a-150.webp',
      thumbUri360: '/api/public/files/a-360.webp',
      thumbUri780: '/api/public/files/a-780.webp',
      thumbUri1600: '/api/public/files/a-1600.webp',
      originName: 'me.png',
    };
    fetchMock.mockResolvedValue(json({ uploadId: 'u-1', image }, 201));
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

    const result = await uploadImage(file, 'me.png');

    expect(sent().url).toBe('/api/client/uploads');
    expect(sent().method).toBe('POST');
    expect(sent().headers.has('content-type')).toBe(false);
    const form = sent().body as FormData;
    const part = form.get('file') as File;
    expect(part.name).toBe('me.png');
    expect(part.type).toBe('image/png');
    expect(part.size).toBe(4);
    expect(result).toEqual({ uploadId: 'u-1', image });
  });

  it('PATCHes /api/client/me/profile-image with the upload id', async () => {
    fetchMock.mockResolvedValue(json(user));

    await setProfileImage('6f9619ff-8b86-d011-b42d-00cf4fc964ff');

    expect(sent().url).toBe('/api/client/me/profile-image');
    expect(sent().method).toBe('PATCH');
    expect(JSON.parse(String(sent().body))).toEqual({
      uploadId: '6f9619ff-8b86-d011-b42d-00cf4fc964ff',
    });
  });

  it('DELETEs /api/client/me/profile-image', async () => {
    fetchMock.mockResolvedValue(json(user));

    const result = await removeProfileImage();

    expect(sent().url).toBe('/api/client/me/profile-image');
    expect(sent().method).toBe('DELETE');
    expect(result.profileImage).toBeNull();
  });
});

describe('204 answers', () => {
  it('POSTs /api/client/fcm-token and resolves to undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    const result = await registerFcmToken({ fcmToken: 'push-1', appVersion: '1.2.0' });

    expect(sent().url).toBe('/api/client/fcm-token');
    expect(sent().method).toBe('POST');
    expect(JSON.parse(String(sent().body))).toEqual({ fcmToken: 'push-1', appVersion: '1.2.0' });
    expect(result).toBeUndefined();
  });

  it('POSTs /api/client/me/delete with an empty body by default', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await deleteAccount();

    expect(sent().url).toBe('/api/client/me/delete');
    expect(sent().method).toBe('POST');
    expect(JSON.parse(String(sent().body))).toEqual({});
  });
});

describe('social links', () => {
  it('GETs /api/client/me/socials', async () => {
    fetchMock.mockResolvedValue(json(socials));

    expect(await fetchSocialLinks()).toEqual(socials);
    expect(sent().url).toBe('/api/client/me/socials');
  });

  it('POSTs /api/client/me/socials/{provider}/authorize for the consent url', async () => {
    fetchMock.mockResolvedValue(json({ url: 'https://kauth.kakao.com/oauth/authorize?x=1' }));

    const result = await authorizeSocialLink('KAKAO');

    expect(sent().url).toBe('/api/client/me/socials/KAKAO/authorize');
    expect(sent().method).toBe('POST');
    expect(result.url).toBe('https://kauth.kakao.com/oauth/authorize?x=1');
  });

  it('POSTs the callback parameters to /api/client/me/socials/link-callback', async () => {
    fetchMock.mockResolvedValue(json(socials));

    await linkSocialCallback({ provider: 'KAKAO', code: 'c-1', state: 's-1' });

    expect(sent().url).toBe('/api/client/me/socials/link-callback');
    expect(JSON.parse(String(sent().body))).toEqual({
      provider: 'KAKAO',
      code: 'c-1',
      state: 's-1',
    });
  });

  it('DELETEs /api/client/me/socials/{provider}', async () => {
    fetchMock.mockResolvedValue(json({ ...socials, linked: [] }));

    const result = await unlinkSocial('GOOGLE');

    expect(sent().url).toBe('/api/client/me/socials/GOOGLE');
    expect(sent().method).toBe('DELETE');
    expect(result.linked).toEqual([]);
  });
});

it('throws the api error body as an ApiError with the Korean message', async () => {
  fetchMock.mockResolvedValue(
    json(
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: '입력값을 확인해 주세요.',
        errors: [{ field: 'displayName', message: '닉네임은 2자 이상이어야 해요.' }],
      },
      400,
    ),
  );

  await expect(updateProfileInfo({ name: '김하늘', displayName: '하' })).rejects.toMatchObject({
    name: 'ApiError',
    status: 400,
    code: 'VALIDATION_FAILED',
    errors: [{ field: 'displayName', message: '닉네임은 2자 이상이어야 해요.' }],
  });
});
