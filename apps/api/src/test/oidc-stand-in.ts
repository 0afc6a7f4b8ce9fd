import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

// A local OpenID Connect provider for the social login tests, written from the protocol (OIDC
// Core + Discovery, RFC 6749, RFC 7636), not from the adapter: discovery document, JWKS of an
// RS256 key, an authorize endpoint that redirects back with a code, a token endpoint that checks
// the client secret, redirect_uri and (when the authorize request carried one) the PKCE
// challenge, and returns an id_token with the nonce; and userinfo.

export type StandInPerson = {
  subject: string;
  /** Claims put in the id_token besides iss/sub/aud/iat/exp/nonce. */
  idTokenClaims?: Record<string, string | boolean>;
  /** What GET /userinfo answers besides sub. */
  userinfo?: Record<string, string | boolean>;
};

export type OidcStandIn = {
  issuer: string;
  /** Who the next authorize request logs in as. */
  nextPerson(person: StandInPerson): void;
  /** The next id_token carries this nonce instead of the one asked for. */
  tamperNextNonce(nonce: string): void;
  /** Query parameters of every authorize request, in order. */
  authorizeRequests: URLSearchParams[];
  /** Form bodies of every token request, in order. */
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
};

type IssuedCode = {
  person: StandInPerson;
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  codeChallenge: string | null;
  used: boolean;
};

export async function startOidcStandIn(options: {
  clientId: string;
  clientSecret: string;
  /** Advertise and require PKCE S256 (Google-like); otherwise PKCE is not offered (Kakao-like). */
  requirePkce: boolean;
}): Promise<OidcStandIn> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, StandInPerson>();
  const authorizeRequests: URLSearchParams[] = [];
  const tokenRequests: URLSearchParams[] = [];
  let person: StandInPerson = { subject: 'subject-1' };
  let tamperedNonce: string | undefined;
  let issuer = '';

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  const oauthError = (response: ServerResponse, status: number, error: string) =>
    json(response, status, { error, error_description: error });

  async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }

  function authorize(url: URL, response: ServerResponse) {
    const query = url.searchParams;
    authorizeRequests.push(query);
    const redirectUri = query.get('redirect_uri');
    if (query.get('client_id') !== options.clientId || !redirectUri) {
      return oauthError(response, 400, 'invalid_request');
    }
    if (query.get('response_type') !== 'code')
      return oauthError(response, 400, 'unsupported_response_type');
    const challenge = query.get('code_challenge');
    if (options.requirePkce && (!challenge || query.get('code_challenge_method') !== 'S256')) {
      return oauthError(response, 400, 'invalid_request');
    }
    const code = randomBytes(16).toString('base64url');
    codes.set(code, {
      person,
      clientId: options.clientId,
      redirectUri,
      nonce: query.get('nonce'),
      codeChallenge: challenge,
      used: false,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    const state = query.get('state');
    if (state !== null) back.searchParams.set('state', state);
    response.writeHead(302, { Location: back.href });
    response.end();
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request);
    tokenRequests.push(form);
    if (
      form.get('client_id') !== options.clientId ||
      form.get('client_secret') !== options.clientSecret
    ) {
      return oauthError(response, 401, 'invalid_client');
    }
    if (form.get('grant_type') !== 'authorization_code') {
      return oauthError(response, 400, 'unsupported_grant_type');
    }
    const issued = codes.get(form.get('code') ?? '');
    if (!issued || issued.used || issued.redirectUri !== form.get('redirect_uri')) {
      return oauthError(response, 400, 'invalid_grant');
    }
    issued.used = true;
    if (issued.codeChallenge !== null) {
      const verifier = form.get('code_verifier') ?? '';
      const computed = createHash('sha256').update(verifier).digest('base64url');
      if (computed !== issued.codeChallenge) return oauthError(response, 400, 'invalid_grant');
    }
    const nonce = tamperedNonce ?? issued.nonce;
    tamperedNonce = undefined;
    const idToken = await new SignJWT({
      ...(nonce === null ? {} : { nonce }),
      ...issued.person.idTokenClaims,
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(issuer)
      .setSubject(issued.person.subject)
      .setAudience(options.clientId)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const accessToken = randomBytes(16).toString('base64url');
    accessTokens.set(accessToken, issued.person);
    json(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken,
      scope: 'openid',
    });
  }

  function userinfo(request: IncomingMessage, response: ServerResponse) {
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const owner = token ? accessTokens.get(token) : undefined;
    if (!owner) return oauthError(response, 401, 'invalid_token');
    json(response, 200, { sub: owner.subject, ...owner.userinfo });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', issuer);
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /.well-known/openid-configuration':
        return json(response, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          token_endpoint_auth_methods_supported: ['client_secret_post'],
          ...(options.requirePkce ? { code_challenge_methods_supported: ['S256'] } : {}),
        });
      case 'GET /jwks':
        return json(response, 200, { keys: [jwk] });
      case 'GET /authorize':
        return authorize(url, response);
      case 'POST /token':
        return token(request, response);
      case 'GET /userinfo':
        return userinfo(request, response);
      default:
        return oauthError(response, 404, 'not_found');
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => oauthError(response, 500, 'server_error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    nextPerson(next) {
      person = next;
    },
    tamperNextNonce(nonce) {
      tamperedNonce = nonce;
    },
    authorizeRequests,
    tokenRequests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
