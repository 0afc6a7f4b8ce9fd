import type { VerificationPurpose } from '@arcana/domain';

type Requester = { request(path: string, init?: RequestInit): Response | Promise<Response> };

function postJson(app: Requester, path: string, body: unknown) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** POST /api/auth/mobile/send-code, then the code the outbox stand-in received for it. */
export async function requestCode(
  app: Requester,
  mobile: string,
  purpose: VerificationPurpose,
): Promise<string> {
  const sent = await postJson(app, '/api/auth/mobile/send-code', { mobile, purpose });
  if (sent.status !== 200)
    throw new Error(`send-code answered ${sent.status}: ${await sent.text()}`);
  const outbox = await app.request(`/api/dev/outbox?to=${mobile}`);
  const [latest] = (await outbox.json()) as { code: string }[];
  if (!latest) throw new Error(`no outbox entry for ${mobile}`);
  return latest.code;
}

/** A verification token for `mobile` and `purpose`, through the real send-code and verify. */
export async function verifiedToken(
  app: Requester,
  mobile: string,
  purpose: VerificationPurpose,
): Promise<string> {
  const code = await requestCode(app, mobile, purpose);
  const verified = await postJson(app, '/api/auth/mobile/verify', { mobile, purpose, code });
  if (verified.status !== 200) {
    throw new Error(`verify answered ${verified.status}: ${await verified.text()}`);
  }
  return ((await verified.json()) as { verificationToken: string }).verificationToken;
}
