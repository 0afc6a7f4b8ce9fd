// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRERENDER_DATA_ID as BOOT_DATA_ID } from '../src/boot/boot-app';
import {
  classNamesDefinedIn,
  classNamesIn,
  PRERENDER_DATA_ID,
  pageFileOf,
  prerenderedDocument,
  scriptSafeJson,
  spaShellOf,
  stylesheetOrder,
  stylesheetsFor,
} from './prerender-html.js';

const TEMPLATE = `<!doctype html>
<html lang="ko">
  <head>
    <title>아르카나</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-b2.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('scriptSafeJson', () => {
  it('keeps data inside its <script>: no closing tag and no line separators survive', () => {
    const text = scriptSafeJson({ title: '</script><script>alert(1)</script>', note: 'a\u2028b' });
    expect(text).toBe(
      '{"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>","note":"a\\u2028b"}',
    );
    expect(JSON.parse(text)).toEqual({
      title: '</script><script>alert(1)</script>',
      note: 'a\u2028b',
    });
  });
});

describe('class names', () => {
  it('reads every class the markup uses', () => {
    expect([
      ...classNamesIn('<div class="a1 b2"><p class="c3">x class=&quot;no&quot;</p></div>'),
    ]).toEqual(['a1', 'b2', 'c3']);
  });

  it('reads the classes a stylesheet has rules for, inside media queries too, not from values', () => {
    const css =
      '._x1{color:red}._y2:hover,._z3>span{background:url(a.b.png)}@media (min-width:600px){._w4{margin:.5rem}}';
    expect([...classNamesDefinedIn(css)]).toEqual(['_x1', '_y2', '_z3', '_w4']);
  });
});

describe('stylesheetOrder', () => {
  it('puts a chunk’s imports’ stylesheets before its own, the entry’s first', () => {
    const manifest = {
      'src/routes/notices.tsx?tsr-split=component': {
        file: 'assets/notices.js',
        css: ['assets/notices.css'],
        imports: ['_Card.js'],
      },
      '_Card.js': { file: 'assets/Card.js', css: ['assets/Card.css'], imports: ['index.html'] },
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        css: ['assets/index.css'],
        dynamicImports: ['src/routes/notices.tsx?tsr-split=component'],
      },
    };
    expect(stylesheetOrder(manifest)).toEqual([
      'assets/index.css',
      'assets/Card.css',
      'assets/notices.css',
    ]);
  });
});

describe('stylesheetsFor', () => {
  it('links the stylesheets defining a used class, in order, except those the template has', () => {
    const sheets = [
      { file: 'assets/index-b2.css', classes: new Set(['frame']) },
      { file: 'assets/Card.css', classes: new Set(['card']) },
      { file: 'assets/chat.css', classes: new Set(['bubble']) },
      { file: 'assets/notices.css', classes: new Set(['list', 'row']) },
    ];
    expect(stylesheetsFor(new Set(['frame', 'row', 'card']), sheets, TEMPLATE)).toEqual([
      'assets/Card.css',
      'assets/notices.css',
    ]);
  });
});

describe('spaShellOf', () => {
  it('puts the head script in the shell of the pages not drawn at build time, once', () => {
    const script = 'document.documentElement.dataset.theme="dark"';
    const shell = spaShellOf(TEMPLATE, script);
    expect(shell).toContain(`<script>${script}</script></head>`);
    expect(spaShellOf(shell, script)).toBe(shell);
    expect(shell.replace(`<script>${script}</script>`, '')).toBe(TEMPLATE);
  });
});

describe('prerenderedDocument', () => {
  it('fills #root, sets the title, runs the theme script and links the page’s stylesheets', () => {
    const document = prerenderedDocument({
      template: TEMPLATE,
      html: '<title>공지사항 | 아르카나</title><main class="row">공지 <b>$&</b></main>',
      title: '공지사항 & 소식 | 아르카나',
      stylesheets: ['assets/notices.css'],
      headScript: 'document.documentElement.dataset.theme="light"',
      data: { queries: [{ queryKey: ['notices'], state: { data: ['</script>'] } }] },
    });
    expect(document).toContain('<title>공지사항 &amp; 소식 | 아르카나</title>');
    expect(document).not.toContain('<title>아르카나</title>');
    expect(document).toContain(
      '<script>document.documentElement.dataset.theme="light"</script><link rel="stylesheet" crossorigin href="/assets/notices.css"></head>',
    );
    expect(document).toContain(
      '<div id="root"><main class="row">공지 <b>$&</b></main></div><script type="application/json" id="arcana-data">{"queries":[{"queryKey":["notices"],"state":{"data":["\\u003c/script>"]}}]}</script>',
    );
  });

  it('refuses a template whose root is not empty', () => {
    expect(() =>
      prerenderedDocument({
        template: TEMPLATE.replace('<div id="root"></div>', '<div id="root">x</div>'),
        html: '<p>a</p>',
        title: 't',
        stylesheets: [],
        headScript: '',
        data: {},
      }),
    ).toThrow('prerender: the template has no empty <div id="root"></div>');
  });

  it('adds no empty script when the template carries the head script already', () => {
    const shell = spaShellOf(TEMPLATE, 'document.documentElement.dataset.theme="dark"');
    const document = prerenderedDocument({
      template: shell,
      html: '<p>a</p>',
      title: 't',
      stylesheets: [],
      headScript: '',
      data: {},
    });
    expect(document.match(/<script>/g)).toHaveLength(1);
    expect(document).toContain('<script>document.documentElement.dataset.theme="dark"</script>');
  });

  it('writes the data where the browser looks for it', () => {
    expect(PRERENDER_DATA_ID).toBe('arcana-data');
    expect(BOOT_DATA_ID).toBe(PRERENDER_DATA_ID);
  });
});

describe('pageFileOf', () => {
  it.each([
    ['/', 'index.html'],
    ['/notices/list', 'notices/list/index.html'],
    ['/help/faq/', 'help/faq/index.html'],
  ])('%s → %s', (path, file) => {
    expect(pageFileOf(path)).toBe(file);
  });
});
