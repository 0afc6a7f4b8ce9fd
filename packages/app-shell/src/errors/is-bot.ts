// Named crawlers first (Korean portals included), then the generic words crawlers use.
// HeadlessChrome is deliberately absent: Playwright's Chromium sends it, and e2e tests must see
// the error page like a person does. Daum's and Naver's in-app browsers (DaumApps, NAVER(inapp))
// are real users, so only the crawler tokens Daumoa, Daum/ and Yeti/ count.
const BOT_USER_AGENT =
  /googlebot|google-inspectiontool|bingbot|yeti\/|daumoa|\bdaum\/|yandex|baiduspider|duckduckbot|slurp|applebot|facebookexternalhit|twitterbot|kakaotalk-scrap|petalbot|ahrefsbot|semrushbot|\b\w*bot\/|\bbot\b|crawler|crawling|spider|phantomjs/i;

/** SPEC §2: automated visitors get no error page. */
export function isBot(userAgent: string | undefined | null): boolean {
  return userAgent ? BOT_USER_AGENT.test(userAgent) : false;
}

export function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}
