import * as v from 'valibot';
import { SOCIAL_PROVIDERS } from '../constants/auth';
import { imageSchema } from './image';
import { multilineText } from './text';

// DESIGN "Accounts and codes": the formats every account form and the api share. Messages are
// the Korean texts a person reads next to the field.

export const VERIFICATION_PURPOSES = [
  'JOIN',
  'FIND_ID',
  'RESET_PASSWORD',
  'CHANGE_MOBILE',
] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

// Defined with the auth constants: a route's search schema needs the list on the first page,
// and importing it from here would bring every account schema along.
export { SOCIAL_PROVIDERS, type SocialProvider } from '../constants/auth';

export const VERIFICATION_CODE = {
  length: 6,
  ttlMs: 3 * 60 * 1000,
  maxAttempts: 5,
  resendAfterMs: 60 * 1000,
} as const;

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

export const usernameSchema = v.pipe(
  required('아이디를 입력해 주세요.'),
  v.regex(/^[a-z0-9_]{4,20}$/, '아이디는 영문 소문자, 숫자, 밑줄(_)로 4~20자여야 해요.'),
);

export const passwordSchema = v.pipe(
  v.string('비밀번호를 입력해 주세요.'),
  v.nonEmpty('비밀번호를 입력해 주세요.'),
  v.minLength(8, '비밀번호는 8자 이상이어야 해요.'),
  v.maxLength(64, '비밀번호는 64자를 넘을 수 없어요.'),
  v.regex(/[A-Za-z]/, '비밀번호에 영문을 하나 이상 넣어 주세요.'),
  v.regex(/\d/, '비밀번호에 숫자를 하나 이상 넣어 주세요.'),
);

/** A Korean mobile number, typed with or without hyphens, kept as digits (01012345678). */
export const mobileSchema = v.pipe(
  required('휴대전화번호를 입력해 주세요.'),
  v.transform((value) => value.replace(/[\s-]/g, '')),
  v.regex(/^010\d{7,8}$/, '휴대전화번호를 정확히 입력해 주세요.'),
);

export const verificationCodeSchema = v.pipe(
  required('인증번호를 입력해 주세요.'),
  v.regex(/^\d{6}$/, '인증번호 6자리를 입력해 주세요.'),
);

export const personNameSchema = v.pipe(
  required('이름을 입력해 주세요.'),
  v.maxLength(30, '이름은 30자를 넘을 수 없어요.'),
);

export const displayNameSchema = v.pipe(
  required('닉네임을 입력해 주세요.'),
  v.minLength(2, '닉네임은 2자 이상이어야 해요.'),
  v.maxLength(20, '닉네임은 20자를 넘을 수 없어요.'),
);

export const optionalEmailSchema = v.pipe(
  v.string('이메일 형식이 올바르지 않아요.'),
  v.trim(),
  v.maxLength(254, '이메일은 254자를 넘을 수 없어요.'),
  v.check(
    (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    '이메일 형식이 올바르지 않아요.',
  ),
);

const tokenSchema = (message: string) =>
  v.pipe(v.string(message), v.nonEmpty(message), v.maxLength(512, message));

const purposeSchema = v.picklist(VERIFICATION_PURPOSES, '인증 목적이 올바르지 않아요.');

export const loginRequestSchema = v.object({
  username: v.pipe(required('아이디를 입력해 주세요.'), v.maxLength(64, '아이디가 너무 길어요.')),
  password: v.pipe(
    v.string('비밀번호를 입력해 주세요.'),
    v.nonEmpty('비밀번호를 입력해 주세요.'),
    v.maxLength(128, '비밀번호가 너무 길어요.'),
  ),
  rememberMe: v.optional(v.boolean('로그인 상태 유지 값이 올바르지 않아요.'), false),
  fcmToken: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  appVersion: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type LoginRequest = v.InferInput<typeof loginRequestSchema>;

export const sendCodeRequestSchema = v.object({ mobile: mobileSchema, purpose: purposeSchema });
export type SendCodeRequest = v.InferInput<typeof sendCodeRequestSchema>;
export const sendCodeResponseSchema = v.object({
  expiresInSeconds: v.number(),
  resendAfterSeconds: v.number(),
});
export type SendCodeResponse = v.InferOutput<typeof sendCodeResponseSchema>;

export const verifyCodeRequestSchema = v.object({
  mobile: mobileSchema,
  code: verificationCodeSchema,
  purpose: purposeSchema,
});
export type VerifyCodeRequest = v.InferInput<typeof verifyCodeRequestSchema>;
export const verifyCodeResponseSchema = v.object({ verificationToken: v.string() });
export type VerifyCodeResponse = v.InferOutput<typeof verifyCodeResponseSchema>;

const agreementsSchema = v.object({
  terms: v.literal(true, '이용약관에 동의해 주세요.'),
  privacy: v.literal(true, '개인정보 수집·이용에 동의해 주세요.'),
  marketing: v.optional(v.boolean(), false),
});

export const joinRequestSchema = v.object({
  username: usernameSchema,
  password: passwordSchema,
  name: personNameSchema,
  mobile: mobileSchema,
  verificationToken: tokenSchema('휴대전화 인증을 먼저 완료해 주세요.'),
  agreements: agreementsSchema,
});
export type JoinRequest = v.InferInput<typeof joinRequestSchema>;

/** Finishing a social join: the ticket from the social callback plus a verified mobile. */
export const socialJoinRequestSchema = v.object({
  joinToken: tokenSchema('소셜 로그인을 다시 시작해 주세요.'),
  name: personNameSchema,
  mobile: mobileSchema,
  verificationToken: tokenSchema('휴대전화 인증을 먼저 완료해 주세요.'),
  agreements: agreementsSchema,
});
export type SocialJoinRequest = v.InferInput<typeof socialJoinRequestSchema>;

export const forgotIdRequestSchema = v.object({
  verificationToken: tokenSchema('휴대전화 인증을 먼저 완료해 주세요.'),
});
export const forgotIdResponseSchema = v.object({ usernames: v.array(v.string()) });
export type ForgotIdResponse = v.InferOutput<typeof forgotIdResponseSchema>;

export const resetPasswordRequestSchema = v.object({
  username: v.pipe(required('아이디를 입력해 주세요.'), v.maxLength(64, '아이디가 너무 길어요.')),
  verificationToken: tokenSchema('휴대전화 인증을 먼저 완료해 주세요.'),
  password: passwordSchema,
});
export type ResetPasswordRequest = v.InferInput<typeof resetPasswordRequestSchema>;

export const profileInfoRequestSchema = v.object({
  name: personNameSchema,
  displayName: displayNameSchema,
});
export type ProfileInfoRequest = v.InferInput<typeof profileInfoRequestSchema>;

export const contactInfoRequestSchema = v.object({ email: optionalEmailSchema });
export type ContactInfoRequest = v.InferInput<typeof contactInfoRequestSchema>;

export const changeMobileRequestSchema = v.object({
  mobile: mobileSchema,
  verificationToken: tokenSchema('휴대전화 인증을 먼저 완료해 주세요.'),
});
export type ChangeMobileRequest = v.InferInput<typeof changeMobileRequestSchema>;

export const profileImageRequestSchema = v.object({
  uploadId: v.pipe(v.string('이미지를 다시 올려 주세요.'), v.uuid('이미지를 다시 올려 주세요.')),
});

const flag = v.optional(v.boolean('켜기 또는 끄기로 선택해 주세요.'));
/** SPEC §3 notification flags; send only the ones that change. */
export const notificationSettingsRequestSchema = v.pipe(
  v.strictObject(
    {
      enabledNotificationPush: flag,
      enabledNotificationEmail: flag,
      enabledEventPush: flag,
      enabledEventEmail: flag,
      enabledAdEmail: flag,
      enabledAdPush: flag,
    },
    '알 수 없는 알림 설정이에요.',
  ),
  v.check((value) => Object.keys(value).length > 0, '바꿀 알림 설정을 하나 이상 골라 주세요.'),
);
export type NotificationSettingsRequest = v.InferInput<typeof notificationSettingsRequestSchema>;

export const fcmTokenRequestSchema = v.object({
  fcmToken: v.pipe(
    required('푸시 토큰이 비어 있어요.'),
    v.maxLength(4096, '푸시 토큰이 너무 길어요.'),
  ),
  appVersion: v.optional(v.pipe(v.string(), v.maxLength(64, '앱 버전이 너무 길어요.'))),
});

export const deleteAccountRequestSchema = v.object({
  password: v.optional(v.pipe(v.string(), v.maxLength(128))),
  // Free text the person writes in a textarea: line breaks allowed.
  reason: v.optional(
    multilineText(v.pipe(v.string(), v.maxLength(500, '탈퇴 사유는 500자를 넘을 수 없어요.'))),
  ),
});

export const socialProviderSchema = v.picklist(
  SOCIAL_PROVIDERS,
  '지원하지 않는 소셜 로그인이에요.',
);

/** POST /api/auth/social/login: the provider's callback answer, handed on by the web app. */
export const socialLoginRequestSchema = v.object({
  provider: socialProviderSchema,
  code: tokenSchema('소셜 로그인을 다시 시작해 주세요.'),
  state: tokenSchema('소셜 로그인을 다시 시작해 주세요.'),
});
export type SocialLoginRequest = v.InferInput<typeof socialLoginRequestSchema>;

export const uploadResponseSchema = v.object({ uploadId: v.string(), image: imageSchema });
export type UploadResponse = v.InferOutput<typeof uploadResponseSchema>;

// Kept reachable from here: the image shape used to live in this file.
export { type Image, imageSchema } from './image';
