import type { VerificationPurpose } from '@arcana/domain';

/**
 * One request per write route (POST/PUT/PATCH/DELETE anywhere under /api) that must succeed,
 * and the body shape the fuzz (src/write-routes.test.ts) mutates. The fuzz walks the routes of
 * the app itself and fails on a route missing here or an entry whose route is gone, so a new
 * route cannot be left out; the valid request proves the route does not simply answer 400 to
 * everything.
 */
export type ValidRequest = {
  /** The concrete path, query included. */
  path: string;
  /** A JSON body (sent as application/json), a FormData, or none. */
  body?: unknown;
  /** Whose access token goes along; none for /api/auth and /api/dev. */
  token?: string;
};

/** What the builders may ask of the test's app and database. */
export type FuzzContext = {
  /** A fresh account (unique username and 010 mobile) and its access token. */
  user(options?: { counselor?: boolean }): Promise<FuzzUser>;
  /** A fresh 010 mobile number no account holds. */
  freshMobile(): string;
  /** Through the real send-code and verify (outbox stand-in). */
  verifiedToken(mobile: string, purpose: VerificationPurpose): Promise<string>;
  /** A multipart body with a small PNG in the field `file`. */
  imageForm(): Promise<FormData>;
  /** A small PNG upload of `token`'s owner, through POST /api/client/uploads. */
  uploadId(token: string): Promise<string>;
  /** A notification of the user, through POST /api/dev/notifications. */
  notificationId(userId: number, audience: 'USER' | 'COUNSELOR'): Promise<number>;
  /** `code` and `state` of a finished consent at the Kakao stand-in, from an authorize URL. */
  consent(authorizeUrl: string): Promise<{ code: string; state: string }>;
  /** POST a JSON body (or none) and the parsed answer; throws unless 2xx. */
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field
  call(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<any>;
};

export type FuzzUser = {
  id: number;
  username: string;
  mobile: string;
  token: string;
  /** The counselors row of a counselor. */
  counselorId?: number;
};

export type WriteRouteEntry = {
  /** Route-shaped example the fuzz replaces fields of (null: the route reads no JSON body). */
  sample: Record<string, unknown> | null;
  /** Whether the route needs the COUNSELOR role (the fuzz then calls it as a counselor). */
  counselor?: boolean;
  valid(ctx: FuzzContext): Promise<ValidRequest>;
};

const agreements = { terms: true, privacy: true };

async function kakaoLogin(ctx: FuzzContext) {
  const { url } = await ctx.call('GET', '/api/auth/social/kakao/authorize');
  return ctx.consent(url);
}

async function aiCharacterId(ctx: FuzzContext): Promise<number> {
  const [first] = await ctx.call('GET', '/api/public/ai/characters');
  return first.id;
}

/** A one-card reading of the user, drawn and not yet picked. */
async function aiReadingId(ctx: FuzzContext, token: string): Promise<number> {
  const body = { characterId: await aiCharacterId(ctx), spread: 'ONE_CARD' };
  return (await ctx.call('POST', '/api/public/ai/readings', { token, body })).readingId;
}

/**
 * A COMPLETED one-card reading of the user: drawn, picked, and its answer stream read to the
 * end (the offline reader writes it; the SSE text is no JSON, so call() fails after reading it).
 */
async function completedReadingId(ctx: FuzzContext, token: string): Promise<number> {
  const id = await aiReadingId(ctx, token);
  await ctx.call('POST', `/api/public/ai/readings/${id}/picks`, {
    token,
    body: { positions: [0] },
  });
  await ctx.call('GET', `/api/public/ai/readings/${id}/answer`, { token }).catch(() => undefined);
  return id;
}

/** A share of a fresh user's completed reading, and that owner. */
async function shareId(ctx: FuzzContext): Promise<string> {
  const { token } = await ctx.user();
  const body = {
    readingId: await completedReadingId(ctx, token),
    showQuestion: true,
    showName: true,
  };
  return (await ctx.call('POST', '/api/client/shares', { token, body })).id;
}

async function articleId(ctx: FuzzContext): Promise<number> {
  return (await ctx.call('GET', '/api/public/ai/articles?limit=1')).content[0].id;
}

export const WRITE_ROUTES: Record<string, WriteRouteEntry> = {
  'POST /api/auth/login': {
    sample: { username: 'demo-user', password: 'demo1234!', rememberMe: true, fcmToken: 'f' },
    async valid(ctx) {
      const user = await ctx.user();
      return {
        path: '/api/auth/login',
        body: { username: user.username, password: 'password1', fcmToken: 'device-1' },
      };
    },
  },
  'POST /api/auth/logout': {
    sample: null,
    async valid(ctx) {
      return { path: '/api/auth/logout?fcm=device-1', token: (await ctx.user()).token };
    },
  },
  'POST /api/auth/join': {
    sample: {
      username: 'new_user',
      password: 'password1',
      name: '홍길동',
      mobile: '010-1234-5678',
      verificationToken: 't',
      agreements,
    },
    async valid(ctx) {
      const mobile = ctx.freshMobile();
      const verificationToken = await ctx.verifiedToken(mobile, 'JOIN');
      const username = `fz_${mobile.slice(-8)}`;
      const body = { username, password: 'password1', name: '홍길동', mobile, verificationToken };
      return { path: '/api/auth/join', body: { ...body, agreements } };
    },
  },
  'POST /api/auth/forgot-id': {
    sample: { verificationToken: 't' },
    async valid(ctx) {
      const user = await ctx.user();
      const verificationToken = await ctx.verifiedToken(user.mobile, 'FIND_ID');
      return { path: '/api/auth/forgot-id', body: { verificationToken } };
    },
  },
  'POST /api/auth/reset-password': {
    sample: { username: 'demo-user', verificationToken: 't', password: 'password2' },
    async valid(ctx) {
      const user = await ctx.user();
      const verificationToken = await ctx.verifiedToken(user.mobile, 'RESET_PASSWORD');
      const body = { username: user.username, verificationToken, password: 'password2' };
      return { path: '/api/auth/reset-password', body };
    },
  },
  'POST /api/auth/mobile/send-code': {
    sample: { mobile: '01012345678', purpose: 'JOIN' },
    async valid(ctx) {
      return {
        path: '/api/auth/mobile/send-code',
        body: { mobile: ctx.freshMobile(), purpose: 'JOIN' },
      };
    },
  },
  'POST /api/auth/mobile/verify': {
    sample: { mobile: '01012345678', code: '123456', purpose: 'JOIN' },
    async valid(ctx) {
      const mobile = ctx.freshMobile();
      await ctx.call('POST', '/api/auth/mobile/send-code', { body: { mobile, purpose: 'JOIN' } });
      const [latest] = await ctx.call('GET', `/api/dev/outbox?to=${mobile}`);
      return {
        path: '/api/auth/mobile/verify',
        body: { mobile, code: latest.code, purpose: 'JOIN' },
      };
    },
  },
  'POST /api/auth/social/login': {
    sample: { provider: 'KAKAO', code: 'c', state: 's' },
    async valid(ctx) {
      return {
        path: '/api/auth/social/login',
        body: { provider: 'KAKAO', ...(await kakaoLogin(ctx)) },
      };
    },
  },
  'POST /api/auth/social/join': {
    sample: {
      joinToken: 'j',
      name: '홍길동',
      mobile: '01012345678',
      verificationToken: 't',
      agreements,
    },
    async valid(ctx) {
      const started = await ctx.call('POST', '/api/auth/social/login', {
        body: { provider: 'KAKAO', ...(await kakaoLogin(ctx)) },
      });
      const mobile = ctx.freshMobile();
      const verificationToken = await ctx.verifiedToken(mobile, 'JOIN');
      const body = { joinToken: started.joinToken, name: '카카오 회원', mobile, verificationToken };
      return { path: '/api/auth/social/join', body: { ...body, agreements } };
    },
  },
  'POST /api/client/fcm-token': {
    sample: { fcmToken: 'device-1', appVersion: '1.0.0' },
    async valid(ctx) {
      const { token } = await ctx.user();
      return {
        path: '/api/client/fcm-token',
        token,
        body: { fcmToken: 'device-2', appVersion: '2.0.0' },
      };
    },
  },
  'POST /api/client/me/delete': {
    sample: { password: 'password1', reason: '그냥요' },
    async valid(ctx) {
      const { token } = await ctx.user();
      const body = { password: 'password1', reason: '자주 쓰지 않아요.\n고마웠어요.' };
      return { path: '/api/client/me/delete', token, body };
    },
  },
  'PATCH /api/client/me/profile-info': {
    sample: { name: '홍길동', displayName: '길동이' },
    async valid(ctx) {
      const { token } = await ctx.user();
      return {
        path: '/api/client/me/profile-info',
        token,
        body: { name: '박별', displayName: '새벽별' },
      };
    },
  },
  'PATCH /api/client/me/contact-info': {
    sample: { email: 'a@example.com' },
    async valid(ctx) {
      const { token } = await ctx.user();
      return { path: '/api/client/me/contact-info', token, body: { email: 'star@example.com' } };
    },
  },
  'PATCH /api/client/me/mobile': {
    sample: { mobile: '01012345678', verificationToken: 't' },
    async valid(ctx) {
      const { token } = await ctx.user();
      const mobile = ctx.freshMobile();
      const verificationToken = await ctx.verifiedToken(mobile, 'CHANGE_MOBILE');
      return { path: '/api/client/me/mobile', token, body: { mobile, verificationToken } };
    },
  },
  'PATCH /api/client/me/notification-settings': {
    sample: { enabledNotificationPush: true, enabledAdEmail: false },
    async valid(ctx) {
      const { token } = await ctx.user();
      const body = { enabledEventPush: false };
      return { path: '/api/client/me/notification-settings', token, body };
    },
  },
  'PATCH /api/client/me/profile-image': {
    sample: { uploadId: '00000000-0000-4000-8000-000000000000' },
    async valid(ctx) {
      const { token } = await ctx.user();
      return {
        path: '/api/client/me/profile-image',
        token,
        body: { uploadId: await ctx.uploadId(token) },
      };
    },
  },
  'DELETE /api/client/me/profile-image': {
    sample: null,
    async valid(ctx) {
      return { path: '/api/client/me/profile-image', token: (await ctx.user()).token };
    },
  },
  'POST /api/client/uploads': {
    sample: null,
    async valid(ctx) {
      const { token } = await ctx.user();
      return { path: '/api/client/uploads', token, body: await ctx.imageForm() };
    },
  },
  'POST /api/client/me/socials/:provider/authorize': {
    sample: null,
    async valid(ctx) {
      return { path: '/api/client/me/socials/KAKAO/authorize', token: (await ctx.user()).token };
    },
  },
  'POST /api/client/me/socials/link-callback': {
    sample: { provider: 'KAKAO', code: 'c', state: 's' },
    async valid(ctx) {
      const { token } = await ctx.user();
      const { url } = await ctx.call('POST', '/api/client/me/socials/KAKAO/authorize', { token });
      const body = { provider: 'KAKAO', ...(await ctx.consent(url)) };
      return { path: '/api/client/me/socials/link-callback', token, body };
    },
  },
  'DELETE /api/client/me/socials/:provider': {
    sample: null,
    async valid(ctx) {
      const { token } = await ctx.user();
      const { url } = await ctx.call('POST', '/api/client/me/socials/KAKAO/authorize', { token });
      const body = { provider: 'KAKAO', ...(await ctx.consent(url)) };
      await ctx.call('POST', '/api/client/me/socials/link-callback', { token, body });
      return { path: '/api/client/me/socials/KAKAO', token };
    },
  },
  'POST /api/client/sse/user/notifications/test': {
    sample: null,
    async valid(ctx) {
      const query = `title=${encodeURIComponent('테스트')}&message=${encodeURIComponent('첫 줄\n둘째 줄')}`;
      return {
        path: `/api/client/sse/user/notifications/test?${query}`,
        token: (await ctx.user()).token,
      };
    },
  },
  'POST /api/client/sse/counselor/notifications/test': {
    sample: null,
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      return { path: '/api/client/sse/counselor/notifications/test?title=hi', token };
    },
  },
  'PATCH /api/client/me/notifications/:id{[0-9]+}/read': {
    sample: null,
    async valid(ctx) {
      const user = await ctx.user();
      const id = await ctx.notificationId(user.id, 'USER');
      return { path: `/api/client/me/notifications/${id}/read`, token: user.token };
    },
  },
  'PATCH /api/client/me/notifications/all/read': {
    sample: null,
    async valid(ctx) {
      return { path: '/api/client/me/notifications/all/read', token: (await ctx.user()).token };
    },
  },
  'PATCH /api/client/counselor/notifications/:notificationId{[0-9]+}/read': {
    sample: null,
    counselor: true,
    async valid(ctx) {
      const user = await ctx.user({ counselor: true });
      const id = await ctx.notificationId(user.id, 'COUNSELOR');
      return { path: `/api/client/counselor/notifications/${id}/read`, token: user.token };
    },
  },
  'PATCH /api/client/counselor/notifications/all/read': {
    sample: null,
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      return { path: '/api/client/counselor/notifications/all/read', token };
    },
  },
  // The AI readings and chats (issue 8): a reading started by the logged-in fuzz user is theirs.
  'POST /api/public/ai/readings': {
    sample: { characterId: 1, spread: 'THREE_CARDS', question: '이번 달 연애운은 어떨까요?' },
    async valid(ctx) {
      const characterId = await aiCharacterId(ctx);
      const body = { characterId, spread: 'ONE_CARD', question: '오늘 하루는 어떨까요?' };
      return { path: '/api/public/ai/readings', body, token: (await ctx.user()).token };
    },
  },
  'POST /api/public/ai/readings/:id{[0-9]+}/picks': {
    sample: { positions: [3, 14, 42] },
    async valid(ctx) {
      const { token } = await ctx.user();
      const id = await aiReadingId(ctx, token);
      return { path: `/api/public/ai/readings/${id}/picks`, body: { positions: [7] }, token };
    },
  },
  'POST /api/client/ai/readings/:id{[0-9]+}/keep': {
    sample: null,
    async valid(ctx) {
      const { token } = await ctx.user();
      return { path: `/api/client/ai/readings/${await aiReadingId(ctx, token)}/keep`, token };
    },
  },
  'DELETE /api/client/ai/readings/:id{[0-9]+}': {
    sample: null,
    async valid(ctx) {
      const { token } = await ctx.user();
      return { path: `/api/client/ai/readings/${await aiReadingId(ctx, token)}`, token };
    },
  },
  'POST /api/client/ai/chats/:characterId{[0-9]+}/messages': {
    sample: { content: '안녕하세요, 오늘 행운의 색을 알려 주세요.' },
    async valid(ctx) {
      const path = `/api/client/ai/chats/${await aiCharacterId(ctx)}/messages`;
      return { path, body: { content: '안녕하세요!' }, token: (await ctx.user()).token };
    },
  },
  'DELETE /api/client/ai/chats/:characterId{[0-9]+}': {
    sample: null,
    async valid(ctx) {
      const path = `/api/client/ai/chats/${await aiCharacterId(ctx)}`;
      return { path, token: (await ctx.user()).token };
    },
  },
  'POST /api/dev/echo': {
    sample: { message: 'hello' },
    async valid() {
      return { path: '/api/dev/echo', body: { message: '안녕 🔮' } };
    },
  },
  'POST /api/dev/counselors': {
    sample: { userId: 1 },
    async valid(ctx) {
      return { path: '/api/dev/counselors', body: { userId: (await ctx.user()).id } };
    },
  },
  'POST /api/dev/identity-verifications': {
    sample: {
      name: '홍길동',
      phoneNumber: '010-1234-5678',
      birthDate: '1990-01-01',
      outcome: 'VERIFIED',
    },
    async valid() {
      return {
        path: '/api/dev/identity-verifications',
        body: { name: '홍길동', outcome: 'VERIFIED' },
      };
    },
  },
  'POST /api/dev/notifications': {
    sample: { audience: 'USER', userId: 1, type: 'PAYMENT', title: 't', content: 'c', link: '/' },
    async valid(ctx) {
      const { id } = await ctx.user();
      const body = {
        audience: 'USER',
        userId: id,
        type: 'PAYMENT',
        title: '결제',
        content: '첫 줄\n둘째 줄',
      };
      return { path: '/api/dev/notifications', body };
    },
  },
  'POST /api/dev/sessions': {
    sample: { userId: 1, counselorId: 1, status: 'SCHEDULED', startTime: null, type: 'CHAT' },
    async valid(ctx) {
      const user = await ctx.user();
      const counselor = await ctx.user({ counselor: true });
      const body = { userId: user.id, counselorId: counselor.counselorId, status: 'SCHEDULED' };
      return {
        path: '/api/dev/sessions',
        body: { ...body, startTime: '2025-03-02T14:00:00+09:00' },
      };
    },
  },
  // Shares, comments and reactions; articles; reviews and favourites of characters (issue 8).
  'POST /api/client/shares': {
    sample: { readingId: 1, showQuestion: true, showName: false },
    async valid(ctx) {
      const { token } = await ctx.user();
      const body = {
        readingId: await completedReadingId(ctx, token),
        showQuestion: false,
        showName: true,
      };
      return { path: '/api/client/shares', token, body };
    },
  },
  'DELETE /api/client/shares/:id': {
    sample: null,
    async valid(ctx) {
      const { token } = await ctx.user();
      const body = {
        readingId: await completedReadingId(ctx, token),
        showQuestion: false,
        showName: false,
      };
      const { id } = await ctx.call('POST', '/api/client/shares', { token, body });
      return { path: `/api/client/shares/${id}`, token };
    },
  },
  'POST /api/client/shares/:id/comments': {
    sample: { content: '좋은 리딩이에요' },
    async valid(ctx) {
      const path = `/api/client/shares/${await shareId(ctx)}/comments`;
      return {
        path,
        token: (await ctx.user()).token,
        body: { content: '저도 같은 카드가 나왔어요.\n신기해요!' },
      };
    },
  },
  'PUT /api/client/shares/:id/reaction': {
    sample: { kind: 'LIKE' },
    async valid(ctx) {
      const path = `/api/client/shares/${await shareId(ctx)}/reaction`;
      return { path, token: (await ctx.user()).token, body: { kind: 'EMPATHY' } };
    },
  },
  'DELETE /api/client/shares/:id/reaction': {
    sample: null,
    async valid(ctx) {
      const path = `/api/client/shares/${await shareId(ctx)}/reaction`;
      const { token } = await ctx.user();
      await ctx.call('PUT', path, { token, body: { kind: 'CHEER' } });
      return { path, token };
    },
  },
  'DELETE /api/client/comments/:id{[0-9]+}': {
    sample: null,
    async valid(ctx) {
      const { token } = await ctx.user();
      const path = `/api/client/ai/articles/${await articleId(ctx)}/comments`;
      const { id } = await ctx.call('POST', path, { token, body: { content: '지울 댓글' } });
      return { path: `/api/client/comments/${id}`, token };
    },
  },
  'POST /api/client/ai/articles/:id{[0-9]+}/comments': {
    sample: { content: '좋은 글이에요' },
    async valid(ctx) {
      const path = `/api/client/ai/articles/${await articleId(ctx)}/comments`;
      return { path, token: (await ctx.user()).token, body: { content: '고마워요 🌙' } };
    },
  },
  'PUT /api/client/ai/articles/:id{[0-9]+}/reaction': {
    sample: { kind: 'LIKE' },
    async valid(ctx) {
      const path = `/api/client/ai/articles/${await articleId(ctx)}/reaction`;
      return { path, token: (await ctx.user()).token, body: { kind: 'THANKS' } };
    },
  },
  'DELETE /api/client/ai/articles/:id{[0-9]+}/reaction': {
    sample: null,
    async valid(ctx) {
      const path = `/api/client/ai/articles/${await articleId(ctx)}/reaction`;
      return { path, token: (await ctx.user()).token };
    },
  },
  'PUT /api/client/ai/characters/:id{[0-9]+}/review': {
    sample: { rating: 5, content: '정말 좋은 리딩이었어요' },
    async valid(ctx) {
      const { token } = await ctx.user();
      await completedReadingId(ctx, token);
      const path = `/api/client/ai/characters/${await aiCharacterId(ctx)}/review`;
      return {
        path,
        token,
        body: { rating: 4, content: '차분하게 잘 풀어 줘서 좋았어요.\n또 올게요.' },
      };
    },
  },
  'DELETE /api/client/ai/characters/:id{[0-9]+}/review': {
    sample: null,
    async valid(ctx) {
      const { token } = await ctx.user();
      await completedReadingId(ctx, token);
      const path = `/api/client/ai/characters/${await aiCharacterId(ctx)}/review`;
      await ctx.call('PUT', path, { token, body: { rating: 5, content: '고마운 리딩이었어요.' } });
      return { path, token };
    },
  },
  'PUT /api/client/ai/favorites/:characterId{[0-9]+}': {
    sample: null,
    async valid(ctx) {
      const path = `/api/client/ai/favorites/${await aiCharacterId(ctx)}`;
      return { path, token: (await ctx.user()).token };
    },
  },
  'DELETE /api/client/ai/favorites/:characterId{[0-9]+}': {
    sample: null,
    async valid(ctx) {
      const path = `/api/client/ai/favorites/${await aiCharacterId(ctx)}`;
      return { path, token: (await ctx.user()).token };
    },
  },
};
