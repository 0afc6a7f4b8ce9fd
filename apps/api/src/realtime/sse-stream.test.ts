import { describe, expect, it, vi } from 'vitest';
import { createSseStream } from './sse-stream';

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}

describe('createSseStream', () => {
  it('writes each event as its own block with event, id and one data line per line', async () => {
    const stream = createSseStream(() => {});
    expect(stream.send({ event: 'connection', id: 7, data: '{"connected":true}' })).toBe(true);
    expect(stream.send({ event: 'heartbeat', data: 'a\nb' })).toBe(true);
    stream.close();
    expect(await readAll(stream.body)).toBe(
      'event: connection\nid: 7\ndata: {"connected":true}\n\nevent: heartbeat\ndata: a\ndata: b\n\n',
    );
  });

  it('treats a write after the reader went away as a closed stream and cleans up once', async () => {
    const onClose = vi.fn();
    const stream = createSseStream(onClose);
    await stream.body.cancel();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(stream.closed).toBe(true);
    expect(stream.send({ event: 'heartbeat', data: '{}' })).toBe(false);
    stream.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cuts off a client that stops reading once more than 1 MiB is queued', () => {
    const onClose = vi.fn();
    const stream = createSseStream(onClose);
    const data = 'x'.repeat(64 * 1024);
    let sent = 0;
    while (stream.send({ event: 'notification', data })) sent += 1;
    // Each event is a little over 64 KiB: the 17th passes the 64 KiB high-water mark plus
    // 1 MiB and is refused.
    expect(sent).toBe(16);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
