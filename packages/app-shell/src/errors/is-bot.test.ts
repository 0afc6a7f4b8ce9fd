import { expect, it } from 'vitest';
import { isBot } from './is-bot';

it.each([
  ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/120.0.0.0 Safari/537.36',
    true,
  ],
  ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
  ['Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)', true],
  ['Mozilla/5.0 (compatible; Daum/4.1; +https://cs.daum.net/faq/15/4118.html?faqId=28966)', true],
  ['Mozilla/5.0 (compatible; Daumoa/4.0)', true],
  ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
  ['Mozilla/5.0 (compatible; SomeCrawler/3.0)', true],
  ['Mozilla/5.0 (compatible; Baiduspider/2.0)', true],
  ['Mozilla/5.0 (compatible; generic spider)', true],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    false,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.1.0)',
    false,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 DaumApps/8.1.0',
    false,
  ],
  [
    'Mozilla/5.0 (Linux; Android 9; CUBOT X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    false,
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
    false,
  ],
  ['', false],
])('isBot(%s) is %s', (userAgent, expected) => {
  expect(isBot(userAgent)).toBe(expected);
});
