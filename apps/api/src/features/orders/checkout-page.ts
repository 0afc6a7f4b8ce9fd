import { createHash } from 'node:crypto';
import { orderMessages as m } from './messages';

// The sandbox checkout page (DESIGN "Orders and payments": the embedded stand-in of Toss's
// payment window). One small HTML document with its own CSS: readable at 390 px and in dark
// mode (text colours pass WCAG AA on their backgrounds in both), no script at all; the
// buttons post back to the api, which redirects as Toss does.

const STYLE = `
:root{color-scheme:light dark;--bg:#f2f4f6;--card:#fff;--text:#191f28;--sub:#4e5968;--line:#e5e8eb;--primary:#1b64da;--primary-text:#1b64da;--on-primary:#fff;--soft:#e8f3ff;--danger:#d22030}
@media (prefers-color-scheme:dark){:root{--bg:#101013;--card:#1c1c21;--text:#f2f4f6;--sub:#b0b8c1;--line:#2c2c35;--primary:#2563d9;--primary-text:#8ab8ff;--on-primary:#fff;--soft:#1d2a3d;--danger:#ff6b6b}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font-family:Pretendard,-apple-system,BlinkMacSystemFont,"Apple SD Gothic Neo","Noto Sans KR",sans-serif;display:flex;justify-content:center;align-items:flex-start;padding:24px 16px}
main{width:100%;max-width:420px;background:var(--card);border-radius:20px;padding:28px 20px 20px;box-shadow:0 8px 24px rgba(0,0,0,.08)}
.badge{display:inline-block;margin:0 0 12px;padding:4px 10px;border-radius:999px;background:var(--soft);color:var(--primary-text);font-size:13px;font-weight:700}
h1{margin:0 0 8px;font-size:22px;line-height:1.4}
p{margin:0 0 20px;color:var(--sub);font-size:15px;line-height:1.6;word-break:keep-all}
dl{margin:0 0 24px;border-top:1px solid var(--line)}
dl div{display:flex;justify-content:space-between;gap:16px;padding:14px 0;border-bottom:1px solid var(--line)}
dt{color:var(--sub);font-size:15px;flex:none}
dd{margin:0;font-size:15px;font-weight:600;text-align:right;word-break:keep-all}
.amount{font-size:20px;font-variant-numeric:tabular-nums}
form{display:grid;gap:8px}
button,a.button{display:block;width:100%;min-height:52px;border:0;border-radius:14px;font:inherit;font-size:17px;font-weight:700;cursor:pointer;text-align:center;text-decoration:none;line-height:52px;padding:0 16px}
button:focus-visible,a.button:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
.primary{background:var(--primary);color:var(--on-primary)}
.secondary{background:var(--soft);color:var(--primary-text)}
.ghost{background:transparent;color:var(--danger);font-size:15px;font-weight:600}
@media (prefers-reduced-motion:no-preference){button{transition:filter .15s}button:active{filter:brightness(.92)}}
`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** This page's own policy: its one stylesheet, forms posting back to this site, no script. */
export const CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | 아르카나</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The checkout of a payable order: its name, amount and the three buttons. */
export function checkoutPage(order: { orderName: string; amount: number }): string {
  const t = m.sandbox;
  return page(
    t.title,
    `<p class="badge">TEST</p>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.notice)}</p>
<dl>
<div><dt>${escapeHtml(t.orderName)}</dt><dd>${escapeHtml(order.orderName)}</dd></div>
<div><dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(m.won(order.amount))}</dd></div>
</dl>
<form method="post">
<button class="primary" type="submit" name="action" value="approve">${escapeHtml(`${m.won(order.amount)} ${t.pay}`)}</button>
<button class="secondary" type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
<button class="ghost" type="submit" name="action" value="decline">${escapeHtml(t.decline)}</button>
</form>`,
  );
}

/** An order that cannot be paid here (unknown, paid, expired): what happened and a way back. */
export function checkoutMessagePage(message: string, backTo: string): string {
  const t = m.sandbox;
  return page(
    t.title,
    `<p class="badge">TEST</p>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(message)}</p>
<a class="button secondary" href="${escapeHtml(backTo)}">${escapeHtml(t.back)}</a>`,
  );
}
