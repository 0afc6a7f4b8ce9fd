import { expect, type Locator, type Page } from '@playwright/test';
import type { Audience, Login } from './accounts';
import { connectionStatus } from './accounts';
import { E2E } from './addresses';

// Locators and waits of the notification features, shared by the web and counselor suites.

/** Waits until the api holds an open stream for the login (the browser's EventSource is up). */
export async function waitForStream(
  page: Page,
  login: Login,
  audience: Audience,
  api: string = E2E.api,
  timeout = 15_000,
): Promise<void> {
  await expect
    .poll(async () => (await connectionStatus(page.request, login, audience, api)).connected, {
      timeout,
    })
    .toBe(true);
}

/** The notification modal showing this title. */
export function notificationModal(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ hasText: title });
}

/** Notification toasts (each carries data-notification-toast), optionally with this title. */
export function notificationToasts(page: Page, title?: string): Locator {
  const toasts = page.locator('[data-notification-toast]');
  return title === undefined ? toasts : toasts.filter({ hasText: title });
}

/** The header bell; its data-unread-count is the unread count it shows. */
export function unreadBell(page: Page): Locator {
  return page.locator('header [data-unread-count]').first();
}

/** The rows of 알림 목록 (one per notification, each with data-notification-id). */
export function listRows(page: Page): Locator {
  return page.getByRole('list', { name: '알림 목록' }).locator('[data-notification-id]');
}

export function listRow(page: Page, id: number): Locator {
  return page
    .getByRole('list', { name: '알림 목록' })
    .locator(`[data-notification-id="${String(id)}"]`);
}

/**
 * Records every notification toast that appears (by element), so a test can prove none was shown
 * twice even after the 5-second toasts are gone. Read it with `shownToastTitles`.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const log: string[] = [];
    (window as unknown as { __toastLog: string[] }).__toastLog = log;
    const scan = () => {
      for (const element of document.querySelectorAll('[data-notification-toast]')) {
        if (seen.has(element)) continue;
        seen.add(element);
        log.push(element.textContent ?? '');
      }
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true });
  });
}

export async function shownToastTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __toastLog: string[] }).__toastLog]);
}
