import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../lib/logger';
import { requestLog } from './request-log';

function capturingLogger(lines: string[]): Logger {
  return { info: (line) => lines.push(line), error: (line) => lines.push(line) };
}

describe('requestLog', () => {
  it('a decoded %0a in the path cannot forge a second log line', async () => {
    const lines: string[] = [];
    const app = new Hono();
    app.use(requestLog(capturingLogger(lines)));
    app.get('*', (c) => c.body(null, 204));

    await app.request('/api/x%0aGET%20/api/admin%20200%201ms');

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/api\/x\\u\{a\}GET \/api\/admin 200 1ms 204 \d+ms$/);
  });
});
