import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E } from '../../support/addresses';
import { drawOneCard } from '../../support/readings';

// Issue 12 "Accessibility": axe-core finds no serious or critical violation of WCAG 2.1 A/AA on
// the public pages, in the light and the dark theme. The theme setting stays auto (a fresh
// context has no stored settings), so the system's colour scheme chooses it, as for a first visit.
// Each page is analysed once its data is drawn: no skeleton and nothing busy is left.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** demo-counselor (별빛), the first counselor of the seeded marketplace. */
const SEEDED_COUNSELOR = 1;
const CHARACTER = 1;
const QUESTION = '요즘 마음이 가는 일을 계속해도 될까요?';

type Target = {
  name: string;
  /** The page's address, or the steps that lead to it. */
  open: string | ((page: Page) => Promise<void>);
  /** What shows once the page's data is drawn. */
  ready: (page: Page) => Locator;
};

async function firstNoticeId(page: Page): Promise<number> {
  const response = await page.request.get(`${E2E.api}/api/public/notices?pageSize=1`);
  expect(response.status()).toBe(200);
  const { content } = (await response.json()) as { content: { id: number }[] };
  const id = content[0]?.id;
  if (id === undefined) throw new Error('the seed has no published notice');
  return id;
}

const targets: Target[] = [
  {
    name: 'home',
    open: '/',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
  {
    name: 'notice list',
    open: '/notices/list',
    ready: (page) => page.getByTestId('notice-list'),
  },
  {
    name: 'notice detail',
    open: async (page) => {
      await page.goto(`/notices/${await firstNoticeId(page)}`);
    },
    ready: (page) => page.getByTestId('notice'),
  },
  {
    name: 'FAQ',
    open: '/help/faq',
    ready: (page) => page.getByTestId('faq-list'),
  },
  {
    name: 'contact us',
    open: '/help/contact-us',
    ready: (page) => page.locator('main form'),
  },
  {
    name: 'login',
    open: '/login',
    ready: (page) => page.getByRole('button', { name: '로그인', exact: true }),
  },
  {
    name: 'counselor list',
    open: '/counseling/counselors',
    ready: (page) => page.getByTestId('counselor-list'),
  },
  {
    name: 'counselor profile',
    open: `/counseling/counselors/${SEEDED_COUNSELOR}`,
    ready: (page) => page.getByTestId('counselor-profile'),
  },
  {
    name: 'AI home',
    open: '/ai',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
  {
    name: 'AI reading',
    open: (page) => drawOneCard(page, { character: CHARACTER, card: 21, question: QUESTION }),
    ready: (page) => page.getByTestId('reading-answer'),
  },
];

/** Waits until nothing is loading and every finite animation or transition has ended. */
async function settle(page: Page, ready: Locator): Promise<void> {
  await expect(ready.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One block per violation: rule, impact, what it asks, and where (first nodes, with axe's note). */
function report(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        const note = node.any[0]?.message ?? node.all[0]?.message ?? node.none[0]?.message ?? '';
        return `    ${node.target.join(' ')}${note ? `\n      ${note}` : ''}`;
      });
      const more =
        violation.nodes.length > 5 ? [`    …and ${violation.nodes.length - 5} more`] : [];
      return [
        `  ${violation.id} (${violation.impact}): ${violation.help}`,
        `    ${violation.helpUrl}`,
        ...nodes,
        ...more,
      ].join('\n');
    })
    .join('\n');
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    // A reading is answered in up to 20 s, and axe reads the whole page after it.
    test.describe.configure({ timeout: 60_000 });
    for (const target of targets) {
      test(`${target.name} has no serious or critical accessibility violation (${scheme})`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        if (typeof target.open === 'string') await page.goto(target.open);
        else await target.open(page);
        await settle(page, target.ready(page));
        // The setting is auto, so the system's scheme is the theme applied.
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);

        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const blocking = results.violations.filter((violation) =>
          BLOCKING.has(violation.impact ?? ''),
        );
        expect(
          blocking.map((violation) => violation.id),
          `${target.name} at ${page.url()} (${scheme}):\n${report(blocking)}`,
        ).toEqual([]);
      });
    }
  });
}
