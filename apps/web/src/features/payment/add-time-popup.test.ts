import { parseAddTimeMessage } from '@arcana/api-client';
import { describe, expect, it } from 'vitest';
import { type PopupWindow, reportToRoom, roomOpener } from './add-time-popup';

function room(origin = 'https://arcana.example') {
  const posted: { message: unknown; origin: string }[] = [];
  return {
    posted,
    location: { origin },
    postMessage(message: unknown, targetOrigin: string) {
      posted.push({ message, origin: targetOrigin });
    },
  };
}

const broadcasts: unknown[] = [];
const broadcast = (message: unknown) => {
  broadcasts.push(message);
};

function popup(opener: unknown): PopupWindow & { closed: boolean } {
  return {
    opener,
    closed: false,
    location: { origin: 'https://arcana.example' },
    close() {
      this.closed = true;
    },
  };
}

describe('roomOpener', () => {
  it('is the same-site window that opened the popup', () => {
    const opener = room();
    expect(roomOpener(popup(opener))).toBe(opener);
  });

  it('is null without an opener, for another site, and when reading it throws', () => {
    expect(roomOpener(popup(null))).toBeNull();
    expect(roomOpener(popup(room('https://evil.example')))).toBeNull();
    const crossOrigin = {
      get location(): { origin: string } {
        throw new Error('SecurityError: Blocked a frame with origin');
      },
      postMessage() {},
    };
    expect(roomOpener(popup(crossOrigin))).toBeNull();
  });
});

describe('reportToRoom', () => {
  it('posts the arcana:add-time message to the room at its own origin and closes the popup', () => {
    const opener = room();
    const window = popup(opener);
    expect(
      reportToRoom(
        { orderId: 'ord_abc123', status: 'FAILED', message: '결제를 취소했어요.' },
        window,
      ),
    ).toBe(true);
    expect(opener.posted).toEqual([
      {
        message: {
          type: 'arcana:add-time',
          orderId: 'ord_abc123',
          status: 'FAILED',
          message: '결제를 취소했어요.',
        },
        origin: 'https://arcana.example',
      },
    ]);
    expect(parseAddTimeMessage(opener.posted[0]?.message)).toEqual({
      orderId: 'ord_abc123',
      status: 'FAILED',
      message: '결제를 취소했어요.',
    });
    expect(window.closed).toBe(true);
  });

  it('still tells the rooms on the channel when the opener was cut off on the way', () => {
    broadcasts.length = 0;
    const window = popup(null);
    expect(reportToRoom({ orderId: 'ord_abc123', status: 'PAID' }, window, broadcast)).toBe(false);
    expect(broadcasts).toEqual([
      { type: 'arcana:add-time', orderId: 'ord_abc123', status: 'PAID' },
    ]);
    // Asked to close; a browser keeps a window open that no script opened.
    expect(window.closed).toBe(true);
  });
});
