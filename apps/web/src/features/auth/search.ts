// Search params of the account routes, read defensively: anything not a string is dropped.

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function validateRedirectSearch(search: Record<string, unknown>): {
  redirectUri?: string | undefined;
} {
  const redirectUri = text(search.redirectUri);
  return redirectUri ? { redirectUri } : {};
}

export function validateSocialCallbackSearch(search: Record<string, unknown>) {
  return {
    provider: text(search.provider),
    code: text(search.code),
    state: text(search.state),
    error: text(search.error),
  };
}
