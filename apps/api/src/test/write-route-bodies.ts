import type { CreatedOrder } from '@arcana/domain';
import { ADMIN_CONTENT_WRITE_ROUTES } from './admin-content-bodies';
import { applicationBody } from './applications';
import {
  OFFICE_CLIENT_NOTE,
  OFFICE_CLOSED_DAY,
  OFFICE_PRODUCT,
  OFFICE_WEEKLY_HOURS,
} from './back-office-bodies';
import { OFFICE_ADDRESS, OFFICE_CERTIFICATE, OFFICE_FAQ } from './office';
import { AGREED, sandboxApprove, sandboxPaidOrder } from './orders';

/**
 * One request per write route (POST/PUT/PATCH/DELETE anywhere under /api) that must succeed,
 * and the body shape the fuzz (src/write-routes.test.ts) mutates. The fuzz walks the routes of
 * the app itself and fails on a route missing here or an entry whose route is gone, so a new
 * route cannot be left out; the valid request proves the route does not simply answer 400 to
 * everything.
 */
import type { FuzzContext, WriteRouteEntry } from './write-route-types';

export type { FuzzContext, FuzzUser, ValidRequest, WriteRouteEntry } from './write-route-types';

const agreements = { terms: true, privacy: true };

/** A back-office write whose valid request needs only a fresh counselor; the body is its sample. */
function asFreshCounselor(path: string, body?: Record<string, unknown>): WriteRouteEntry {
  return {
    sample: body ?? null,
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      return { path, token, ...(body === undefined ? {} : { body }) };
    },
  };
}

/** A fresh counselor's own new product. */
async function ownProduct(ctx: FuzzContext): Promise<{ token: string; id: number }> {
  const { token } = await ctx.user({ counselor: true });
  const product = await ctx.call('POST', '/api/client/counselor/products', {
    token,
    body: OFFICE_PRODUCT,
  });
  return { token, id: product.id };
}

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

/** A SUBMITTED counselor application of a fresh plain user, and a fresh admin's token. */
async function submittedApplication(ctx: FuzzContext) {
  const { token, id } = await ctx.user();
  const [category] = await ctx.call('GET', '/api/client/counselor-categories', { token });
  const body = applicationBody(`지원자${id % 100_000}`, [category.id]);
  const application = await ctx.call('POST', '/api/client/counselor-applications', { token, body });
  return { id: application.id as number, admin: (await ctx.user({ admin: true })).token };
}

/** An unpaid IMMEDIATE order of a fresh user for a fresh counselor's product, and its buyer. */
async function createdOrder(ctx: FuzzContext): Promise<CreatedOrder & { token: string }> {
  const { productId } = await ctx.product();
  const { token } = await ctx.user();
  const body = { productId, startType: 'IMMEDIATE', points: 0, agreements: AGREED };
  return { ...(await ctx.call('POST', '/api/client/orders', { token, body })), token };
}

/** A fresh user's order paid through the sandbox (its PENDING session made), and an admin. */
async function paidOrder(ctx: FuzzContext) {
  const { productId } = await ctx.product();
  const { token } = await ctx.user();
  const order = await sandboxPaidOrder(ctx.request, token, { productId });
  return { order, admin: await ctx.user({ admin: true }) };
}

/**
 * A session of a fresh user with a fresh counselor through POST /api/dev/sessions: it has no
 * order, so a transition refunds nothing.
 */
async function devSession(ctx: FuzzContext, status: 'PENDING' | 'SCHEDULED') {
  const user = await ctx.user();
  const counselor = await ctx.user({ counselor: true });
  const body = {
    userId: user.id,
    counselorId: counselor.counselorId,
    status,
    startTime: '2025-03-02T14:00:00+09:00',
  };
  const { id } = await ctx.call('POST', '/api/dev/sessions', { body });
  return { id: id as number, user, counselor };
}

/**
 * A dev session of a fresh user and counselor in `status`, starting now: its entry window is
 * open and its no-show check (start + 10 min) is not due during the fuzz.
 */
async function roomSession(ctx: FuzzContext, status: 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED') {
  const user = await ctx.user();
  const counselor = await ctx.user({ counselor: true });
  const body = {
    userId: user.id,
    counselorId: counselor.counselorId,
    status,
    startTime: new Date().toISOString(),
  };
  const { id } = await ctx.call('POST', '/api/dev/sessions', { body });
  return { id: id as number, user, counselor };
}

/** A room route of an IN_PROGRESS dev session, called by `side` with `body`. */
function roomAct(
  suffix: string,
  side: 'USER' | 'COUNSELOR',
  sample: Record<string, unknown> | null,
  body?: (ctx: FuzzContext) => unknown,
): WriteRouteEntry {
  return {
    sample,
    async valid(ctx) {
      const { id, user, counselor } = await roomSession(ctx, 'IN_PROGRESS');
      const token = side === 'USER' ? user.token : counselor.token;
      return {
        path: `/api/client/counseling/sessions/${id}/${suffix}`,
        token,
        ...(body ? { body: body(ctx) } : {}),
      };
    },
  };
}

/** A message of a fresh IN_PROGRESS dev session, and the session's parties. */
async function roomMessage(ctx: FuzzContext) {
  const session = await roomSession(ctx, 'IN_PROGRESS');
  const message = await ctx.call('POST', `/api/client/counseling/sessions/${session.id}/messages`, {
    token: session.user.token,
    body: { content: '안녕하세요', clientId: `fuzz-${session.id}-first` },
  });
  return { ...session, messageId: message.id as number };
}

/**
 * A timed IN_PROGRESS session paid through the sandbox (it has an order, so time can be added):
 * paid IMMEDIATE, accepted by its counselor, entered by both.
 */
async function paidSessionInProgress(ctx: FuzzContext) {
  const { productId, counselorToken } = await ctx.product();
  const { token } = await ctx.user();
  const order = await sandboxPaidOrder(ctx.request, token, { productId });
  const [session] = await ctx.call('GET', '/api/client/counseling/sessions/me/active', { token });
  const id = order.sessionId ?? session.id;
  await ctx.call('PATCH', `/api/client/counselor/sessions/${id}/accept`, {
    token: counselorToken,
  });
  await ctx.call('PATCH', `/api/client/counseling/sessions/${id}/user/enter`, { token });
  await ctx.call('PATCH', `/api/client/counseling/sessions/${id}/counselor/enter`, {
    token: counselorToken,
  });
  return { id: id as number, token };
}

/** A review of a fresh COMPLETED dev session by its user, and the session's counselor. */
async function writtenReview(ctx: FuzzContext) {
  const { id, user, counselor } = await roomSession(ctx, 'COMPLETED');
  const body = { sessionId: id, rating: 5, content: '마음이 한결 가벼워졌어요. 고마워요.' };
  const review = await ctx.call('POST', '/api/client/me/counseling/reviews', {
    token: user.token,
    body,
  });
  return { reviewId: review.id as number, counselor };
}

/** The counselor's accept, decline or cancel of its own dev session in `status`. */
function counselorAct(
  action: 'accept' | 'decline' | 'cancel',
  status: 'PENDING' | 'SCHEDULED',
): WriteRouteEntry {
  return {
    sample: null,
    counselor: true,
    async valid(ctx) {
      const { id, counselor } = await devSession(ctx, status);
      return { path: `/api/client/counselor/sessions/${id}/${action}`, token: counselor.token };
    },
  };
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
  'POST /api/dev/sessions/:id{[0-9]+}/shift': {
    sample: { minutes: 5 },
    async valid(ctx) {
      const { id } = await devSession(ctx, 'SCHEDULED');
      return { path: `/api/dev/sessions/${id}/shift`, body: { minutes: 5 } };
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
  // Counselors (issue 9): favourites of a listed counselor, the counselor's own status.
  'PUT /api/client/me/favorites/counselors/:id{[0-9]+}': {
    sample: null,
    async valid(ctx) {
      const { counselorId } = await ctx.product();
      return {
        path: `/api/client/me/favorites/counselors/${counselorId}`,
        token: (await ctx.user()).token,
      };
    },
  },
  'DELETE /api/client/me/favorites/counselors/:id{[0-9]+}': {
    sample: null,
    async valid(ctx) {
      const { counselorId } = await ctx.product();
      const { token } = await ctx.user();
      const path = `/api/client/me/favorites/counselors/${counselorId}`;
      await ctx.call('PUT', path, { token });
      return { path, token };
    },
  },
  'PATCH /api/client/counselor/status': {
    sample: { status: 'ON' },
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      return { path: '/api/client/counselor/status', token, body: { status: 'BUSY' } };
    },
  },
  // Orders and payments (issue 9): each valid request buys from a fresh counselor's product.
  'POST /api/client/orders': {
    sample: {
      productId: 1,
      startType: 'RESERVATION',
      slotStart: '2026-12-01T10:00:00+09:00',
      points: 0,
      agreements: AGREED,
    },
    async valid(ctx) {
      const { productId } = await ctx.product();
      const body = { productId, startType: 'IMMEDIATE', points: 0, agreements: AGREED };
      return { path: '/api/client/orders', token: (await ctx.user()).token, body };
    },
  },
  'POST /api/client/payments/confirm': {
    sample: { paymentKey: 'sandbox_key', orderId: 'abcdefgh', amount: 33_000 },
    async valid(ctx) {
      const { order, checkout, token } = await createdOrder(ctx);
      if (checkout.kind !== 'SANDBOX') throw new Error(`checkout ${checkout.kind}`);
      const paymentKey = await sandboxApprove(ctx.request, checkout.url);
      const body = { paymentKey, orderId: order.orderId, amount: order.amount };
      return { path: '/api/client/payments/confirm', token, body };
    },
  },
  'PUT /api/client/me/spending-limit': {
    sample: { monthlyLimit: 50_000 },
    async valid(ctx) {
      const { token } = await ctx.user();
      return { path: '/api/client/me/spending-limit', token, body: { monthlyLimit: 100_000 } };
    },
  },
  'POST /api/public/payments/sandbox/checkout/:orderId': {
    sample: { action: 'approve' },
    seeOther: true,
    async valid(ctx) {
      const { checkout } = await createdOrder(ctx);
      if (checkout.kind !== 'SANDBOX') throw new Error(`checkout ${checkout.kind}`);
      return { path: checkout.url, body: { action: 'approve' } };
    },
  },
  'POST /api/public/payments/toss/webhook': {
    sample: { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 'sandbox_key' } },
    async valid(ctx) {
      // A real payment's key: the webhook then looks it up at the (sandbox) provider.
      const { order, admin } = await paidOrder(ctx);
      const found = await ctx.call('GET', `/api/admin/orders/${order.orderId}`, {
        token: admin.token,
      });
      const body = {
        eventType: 'PAYMENT_STATUS_CHANGED',
        data: { paymentKey: found.payment.paymentKey },
      };
      return { path: '/api/public/payments/toss/webhook', body };
    },
  },
  // Counselor applications (issue 11): a plain user applies; an admin approves or rejects.
  'POST /api/client/counselor-applications': {
    sample: applicationBody('달무리'),
    counselor: false,
    async valid(ctx) {
      const { token, id } = await ctx.user();
      const [category] = await ctx.call('GET', '/api/client/counselor-categories', { token });
      const body = applicationBody(`지원자${id % 100_000}`, [category.id]);
      return { path: '/api/client/counselor-applications', token, body };
    },
  },
  'POST /api/admin/counselor-applications/:id/approve': {
    sample: null,
    admin: true,
    async valid(ctx) {
      const { id, admin } = await submittedApplication(ctx);
      return { path: `/api/admin/counselor-applications/${id}/approve`, token: admin };
    },
  },
  'POST /api/admin/counselor-applications/:id/reject': {
    sample: { reason: '자격증 사진이 흐려서 확인할 수 없어요.' },
    admin: true,
    async valid(ctx) {
      const { id, admin } = await submittedApplication(ctx);
      const body = { reason: '자격증 사진이 흐려서 확인할 수 없어요. 다시 올려 주세요.' };
      return { path: `/api/admin/counselor-applications/${id}/reject`, token: admin, body };
    },
  },
  // Admin (issue 9): a fresh ADMIN account each; the fuzz calls these as an admin too.
  'POST /api/admin/orders/:orderId/refund': {
    sample: { reason: '운영자 환불' },
    admin: true,
    async valid(ctx) {
      const { order, admin } = await paidOrder(ctx);
      const path = `/api/admin/orders/${order.orderId}/refund`;
      return { path, token: admin.token, body: { reason: '상담사 사정으로 환불해 드려요.' } };
    },
  },
  'POST /api/admin/payments/:orderId/void': {
    sample: null,
    admin: true,
    async valid(ctx) {
      const { order, admin } = await paidOrder(ctx);
      return { path: `/api/admin/payments/${order.orderId}/void`, token: admin.token };
    },
  },
  'POST /api/admin/sessions/:id/cancel': {
    sample: null,
    admin: true,
    async valid(ctx) {
      const { id } = await devSession(ctx, 'SCHEDULED');
      const { token } = await ctx.user({ admin: true });
      return { path: `/api/admin/sessions/${id}/cancel`, token };
    },
  },
  'POST /api/admin/users/:id/points': {
    sample: { amount: 100, memo: '이벤트 지급' },
    admin: true,
    async valid(ctx) {
      const { id } = await ctx.user();
      const { token } = await ctx.user({ admin: true });
      const body = { amount: 1_000, memo: '첫 상담 응원 포인트' };
      return { path: `/api/admin/users/${id}/points`, token, body };
    },
  },
  // The session lifecycle (issue 9) on dev sessions: no order, so no refund is involved.
  'PATCH /api/client/counseling/sessions/:id{[0-9]+}/cancel': {
    sample: null,
    async valid(ctx) {
      const { id, user } = await devSession(ctx, 'PENDING');
      return { path: `/api/client/counseling/sessions/${id}/cancel`, token: user.token };
    },
  },
  'PATCH /api/client/counselor/sessions/:id{[0-9]+}/accept': counselorAct('accept', 'PENDING'),
  'PATCH /api/client/counselor/sessions/:id{[0-9]+}/decline': counselorAct('decline', 'PENDING'),
  'PATCH /api/client/counselor/sessions/:id{[0-9]+}/cancel': counselorAct('cancel', 'SCHEDULED'),
  // The session room (issue 10): entering, leaving and completing on dev sessions (no order),
  // added time on a paid one, the room's messages, marks, typing and signals, and reviews.
  'PATCH /api/client/counseling/sessions/:id{[0-9]+}/user/enter': {
    sample: { sharedReadingId: 1, readingConsent: true },
    async valid(ctx) {
      const { id, user } = await roomSession(ctx, 'SCHEDULED');
      return { path: `/api/client/counseling/sessions/${id}/user/enter`, token: user.token };
    },
  },
  'PATCH /api/client/counseling/sessions/:id{[0-9]+}/counselor/enter': {
    sample: null,
    counselor: true,
    async valid(ctx) {
      const { id, counselor } = await roomSession(ctx, 'SCHEDULED');
      return {
        path: `/api/client/counseling/sessions/${id}/counselor/enter`,
        token: counselor.token,
      };
    },
  },
  'PATCH /api/client/counseling/sessions/:id{[0-9]+}/user/exit': roomAct('user/exit', 'USER', null),
  'PATCH /api/client/counseling/sessions/:id{[0-9]+}/counselor/exit': {
    ...roomAct('counselor/exit', 'COUNSELOR', null),
    counselor: true,
  },
  'PATCH /api/client/counseling/sessions/:id{[0-9]+}/complete': roomAct('complete', 'USER', null),
  'POST /api/client/counseling/sessions/:id{[0-9]+}/extensions': {
    sample: { points: 0 },
    async valid(ctx) {
      const { id, token } = await paidSessionInProgress(ctx);
      return {
        path: `/api/client/counseling/sessions/${id}/extensions`,
        token,
        body: { points: 0 },
      };
    },
  },
  'POST /api/client/counseling/sessions/:id{[0-9]+}/messages': roomAct(
    'messages',
    'USER',
    {
      content: '안녕하세요',
      uploadId: '00000000-0000-4000-8000-000000000001',
      clientId: 'fuzz-0001',
    },
    () => ({ content: '<img src=x onerror=alert(1)>\n두 번째 줄', clientId: 'fuzz-valid-1' }),
  ),
  'POST /api/client/counseling/sessions/:id{[0-9]+}/read': {
    sample: { lastMessageId: 1 },
    async valid(ctx) {
      const { id, counselor, messageId } = await roomMessage(ctx);
      return {
        path: `/api/client/counseling/sessions/${id}/read`,
        token: counselor.token,
        body: { lastMessageId: messageId },
      };
    },
  },
  'POST /api/client/counseling/sessions/:id{[0-9]+}/typing': roomAct(
    'typing',
    'COUNSELOR',
    { typing: true },
    () => ({ typing: true }),
  ),
  'POST /api/client/counseling/sessions/:id{[0-9]+}/signals': roomAct(
    'signals',
    'USER',
    { kind: 'offer', payload: { type: 'offer', sdp: 'v=0' } },
    () => ({
      kind: 'candidate',
      payload: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host' },
    }),
  ),
  // Claims (issue 12): a guest's inquiry, a user's inquiry, a report of the caller's session.
  'POST /api/public/inquiries': {
    sample: {
      category: 'PAYMENT',
      title: '환불 문의',
      body: '취소한 상담의 환불은 언제 되나요?',
      email: 'guest@example.com',
      agreePrivacy: true,
    },
    async valid() {
      const body = {
        category: 'ETC',
        title: '문의드려요',
        body: '상담사 프로필 사진이 보이지 않아요.',
        email: 'guest@example.com',
        agreePrivacy: true,
      };
      return { path: '/api/public/inquiries', body };
    },
  },
  'POST /api/client/claims/inquiries': {
    sample: { category: 'AI', title: '리딩 횟수', body: '오늘 AI 타로를 몇 번 더 볼 수 있나요?' },
    async valid(ctx) {
      const { token } = await ctx.user();
      const body = { category: 'ACCOUNT', title: '아이디 변경', body: '아이디를 바꿀 수 있나요?' };
      return { path: '/api/client/claims/inquiries', token, body };
    },
  },
  'POST /api/client/claims/reports': {
    sample: { target: { type: 'SESSION', id: 1 }, reason: 'ABUSE', body: '욕설을 했어요.' },
    async valid(ctx) {
      const { id, user } = await devSession(ctx, 'SCHEDULED');
      const body = { target: { type: 'SESSION', id }, reason: 'FRAUD', body: '' };
      return { path: '/api/client/claims/reports', token: user.token, body };
    },
  },
  'POST /api/client/me/counseling/reviews': {
    sample: { sessionId: 1, rating: 5, content: '정말 도움이 많이 됐어요.' },
    async valid(ctx) {
      const { id, user } = await roomSession(ctx, 'COMPLETED');
      return {
        path: '/api/client/me/counseling/reviews',
        token: user.token,
        body: { sessionId: id, rating: 4, content: '이야기를 차분히 들어 주셔서 좋았어요.' },
      };
    },
  },
  'POST /api/client/counselor/reviews/:id{[0-9]+}/reply': {
    sample: { content: '따뜻한 후기 고마워요.' },
    counselor: true,
    async valid(ctx) {
      const { reviewId, counselor } = await writtenReview(ctx);
      return {
        path: `/api/client/counselor/reviews/${reviewId}/reply`,
        token: counselor.token,
        body: { content: '다음에도 편하게 찾아 주세요.' },
      };
    },
  },

  // The counselor back office (issue 11): each valid request runs as a fresh counselor.
  'PUT /api/client/counselor': {
    sample: {
      name: '별빛',
      introduction: '마음의 길을 함께 찾아가요.',
      careerYears: 8,
      categoryIds: [1],
    },
    counselor: true,
    async valid(ctx) {
      const { token, id } = await ctx.user({ counselor: true });
      const [category] = await ctx.call('GET', '/api/client/counselor-categories', { token });
      return {
        path: '/api/client/counselor',
        token,
        body: {
          name: `별빛${id % 100_000}`,
          introduction: '마음의 길을 함께 찾아가요.',
          careerYears: 8,
          categoryIds: [category.id],
        },
      };
    },
  },
  'PATCH /api/client/counselor/profile-image': {
    sample: { uploadId: '00000000-0000-4000-8000-000000000001' },
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      const uploadId = await ctx.uploadId(token);
      return { path: '/api/client/counselor/profile-image', token, body: { uploadId } };
    },
  },
  'DELETE /api/client/counselor/profile-image': asFreshCounselor(
    '/api/client/counselor/profile-image',
  ),
  'POST /api/client/counselor/details': asFreshCounselor('/api/client/counselor/details', {
    details: '상담 경력 8년',
  }),
  'PATCH /api/client/counselor/keywords': asFreshCounselor('/api/client/counselor/keywords', {
    keywords: ['연애', '재회'],
  }),
  'PATCH /api/client/counselor/enabled': asFreshCounselor('/api/client/counselor/enabled', {
    value: false,
  }),
  'POST /api/client/counselor/certificates': asFreshCounselor(
    '/api/client/counselor/certificates',
    OFFICE_CERTIFICATE,
  ),
  'PUT /api/client/counselor/certificates/:id{[0-9]+}': {
    sample: OFFICE_CERTIFICATE,
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      const [certificate] = await ctx.call('POST', '/api/client/counselor/certificates', {
        token,
        body: OFFICE_CERTIFICATE,
      });
      return {
        path: `/api/client/counselor/certificates/${certificate.id}`,
        token,
        body: { ...OFFICE_CERTIFICATE, grade: '2급' },
      };
    },
  },
  'DELETE /api/client/counselor/certificates/:id{[0-9]+}': {
    sample: null,
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      const [certificate] = await ctx.call('POST', '/api/client/counselor/certificates', {
        token,
        body: OFFICE_CERTIFICATE,
      });
      return { path: `/api/client/counselor/certificates/${certificate.id}`, token };
    },
  },
  'POST /api/client/counselor/gallery': {
    sample: { uploadId: '00000000-0000-4000-8000-000000000001', caption: '상담실' },
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      const uploadId = await ctx.uploadId(token);
      return {
        path: '/api/client/counselor/gallery',
        token,
        body: { uploadId, caption: '상담실' },
      };
    },
  },
  'PUT /api/client/counselor/gallery/order': {
    sample: { ids: [1, 2] },
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      let ids: number[] = [];
      for (const caption of ['하나', '둘']) {
        const uploadId = await ctx.uploadId(token);
        const gallery = await ctx.call('POST', '/api/client/counselor/gallery', {
          token,
          body: { uploadId, caption },
        });
        ids = gallery.map((image: { id: number }) => image.id);
      }
      return { path: '/api/client/counselor/gallery/order', token, body: { ids: ids.reverse() } };
    },
  },
  'PATCH /api/client/counselor/gallery/:id{[0-9]+}': {
    sample: { caption: '상담실 창가' },
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      const uploadId = await ctx.uploadId(token);
      const [image] = await ctx.call('POST', '/api/client/counselor/gallery', {
        token,
        body: { uploadId, caption: '' },
      });
      return {
        path: `/api/client/counselor/gallery/${image.id}`,
        token,
        body: { caption: '상담실 창가' },
      };
    },
  },
  'DELETE /api/client/counselor/gallery/:id{[0-9]+}': {
    sample: null,
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      const uploadId = await ctx.uploadId(token);
      const [image] = await ctx.call('POST', '/api/client/counselor/gallery', {
        token,
        body: { uploadId, caption: '' },
      });
      return { path: `/api/client/counselor/gallery/${image.id}`, token };
    },
  },
  'POST /api/client/counselor/faqs': asFreshCounselor('/api/client/counselor/faqs', OFFICE_FAQ),
  'PUT /api/client/counselor/faqs/order': {
    sample: { ids: [1, 2] },
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      await ctx.call('POST', '/api/client/counselor/faqs', { token, body: OFFICE_FAQ });
      const faqs = await ctx.call('POST', '/api/client/counselor/faqs', {
        token,
        body: OFFICE_FAQ,
      });
      const ids = faqs.map((faq: { id: number }) => faq.id).reverse();
      return { path: '/api/client/counselor/faqs/order', token, body: { ids } };
    },
  },
  'PUT /api/client/counselor/faqs/:id{[0-9]+}': {
    sample: OFFICE_FAQ,
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      const [faq] = await ctx.call('POST', '/api/client/counselor/faqs', {
        token,
        body: OFFICE_FAQ,
      });
      return { path: `/api/client/counselor/faqs/${faq.id}`, token, body: OFFICE_FAQ };
    },
  },
  'DELETE /api/client/counselor/faqs/:id{[0-9]+}': {
    sample: null,
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      const [faq] = await ctx.call('POST', '/api/client/counselor/faqs', {
        token,
        body: OFFICE_FAQ,
      });
      return { path: `/api/client/counselor/faqs/${faq.id}`, token };
    },
  },
  'PUT /api/client/counselor/address': asFreshCounselor(
    '/api/client/counselor/address',
    OFFICE_ADDRESS,
  ),
  'POST /api/client/counselor/tax-email/send-verification-code': {
    sample: { value: 'tax@byeolbit.kr' },
    counselor: true,
    async valid(ctx) {
      const { token, id } = await ctx.user({ counselor: true });
      return {
        path: '/api/client/counselor/tax-email/send-verification-code',
        token,
        body: { value: `tax${id}@byeolbit.kr` },
      };
    },
  },
  'POST /api/client/counselor/tax-email/verify-and-update': {
    sample: { email: 'tax@byeolbit.kr', code: '123456' },
    counselor: true,
    async valid(ctx) {
      const { token, id } = await ctx.user({ counselor: true });
      const email = `tax${id}@byeolbit.kr`;
      await ctx.call('POST', '/api/client/counselor/tax-email/send-verification-code', {
        token,
        body: { value: email },
      });
      const [latest] = await ctx.call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
      return {
        path: '/api/client/counselor/tax-email/verify-and-update',
        token,
        body: { email, code: latest.code },
      };
    },
  },
  'PUT /api/client/counselor/bank-account': asFreshCounselor('/api/client/counselor/bank-account', {
    bankCode: '088',
    holder: '김서연',
    number: '110-123-456789',
  }),
  // Products and available times of the back office (issue 11).
  'POST /api/client/counselor/products': asFreshCounselor(
    '/api/client/counselor/products',
    OFFICE_PRODUCT,
  ),
  'PUT /api/client/counselor/products/:id{[0-9]+}': {
    sample: OFFICE_PRODUCT,
    counselor: true,
    async valid(ctx) {
      const { token, id } = await ownProduct(ctx);
      return { path: `/api/client/counselor/products/${id}`, token, body: OFFICE_PRODUCT };
    },
  },
  'PATCH /api/client/counselor/products/:id{[0-9]+}/enabled': {
    sample: { value: false },
    counselor: true,
    async valid(ctx) {
      const { token, id } = await ownProduct(ctx);
      return {
        path: `/api/client/counselor/products/${id}/enabled`,
        token,
        body: { value: false },
      };
    },
  },
  'PUT /api/client/counselor/clients/:userId{[0-9]+}/note': {
    sample: OFFICE_CLIENT_NOTE,
    counselor: true,
    async valid(ctx) {
      const { user, counselor } = await devSession(ctx, 'SCHEDULED');
      return {
        path: `/api/client/counselor/clients/${user.id}/note`,
        token: counselor.token,
        body: OFFICE_CLIENT_NOTE,
      };
    },
  },
  'PUT /api/client/counselor/available-times/weekly': asFreshCounselor(
    '/api/client/counselor/available-times/weekly',
    OFFICE_WEEKLY_HOURS,
  ),
  'POST /api/client/counselor/available-times/exceptions': asFreshCounselor(
    '/api/client/counselor/available-times/exceptions',
    OFFICE_CLOSED_DAY,
  ),
  'DELETE /api/client/counselor/available-times/exceptions/:id{[0-9]+}': {
    sample: null,
    counselor: true,
    async valid(ctx) {
      const { token } = await ctx.user({ counselor: true });
      const path = '/api/client/counselor/available-times/exceptions';
      const [closed] = await ctx.call('POST', path, { token, body: OFFICE_CLOSED_DAY });
      return { path: `${path}/${closed.id}`, token };
    },
  },
  // The operator's content (issue 12): notices, events, FAQs, pages, route rules, answers.
  ...ADMIN_CONTENT_WRITE_ROUTES,
};
