// The shapes of the write fuzz's table (write-route-bodies.ts), apart so the tables that
// feed it (admin-content-bodies.ts) can use them without an import cycle.
import type { VerificationPurpose } from '@arcana/domain';

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
  user(options?: { counselor?: boolean; admin?: boolean }): Promise<FuzzUser>;
  /** fetch against the served app, for shared helpers such as sandboxPaidOrder. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /**
   * The product of a fresh bookable counselor (listed, ON, open every day; bookableCounselor
   * in src/test/orders.ts), so an order takes no seeded counselor's slot or status.
   */
  product(): Promise<{ productId: number; counselorId: number; counselorToken: string }>;
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
  /** Whether the route needs the ADMIN role (the fuzz then calls it as an admin too). */
  admin?: boolean;
  /**
   * The route answers 303 See Other by design (the sandbox checkout's buttons redirect as
   * Toss's window does): its valid request must answer 303, and the redirect is not followed.
   */
  seeOther?: boolean;
  valid(ctx: FuzzContext): Promise<ValidRequest>;
};
