// An incremental decoder of a text/event-stream body (the WHATWG "event stream" rules): bytes go
// in as the network hands them over — split anywhere, also inside a UTF-8 character, a field
// name or a CR LF pair — and whole events come out. Lines end in CR LF, LF or CR; a line
// starting with ":" is a comment (keep-alive); an event is dispatched at a blank line, its `data`
// lines joined with LF; `id` and `retry` are read past.

export type SseEvent = { event: string; data: string };

/** A line (or one event's data) longer than the limit: the peer is not speaking SSE. */
export class SseTooLongError extends Error {
  override name = 'SseTooLongError';
}

const LINE_END = /\r\n|\n|\r/g;

export class SseDecoder {
  private readonly text = new TextDecoder('utf-8');
  private buffer = '';
  private eventType = '';
  private data: string[] | undefined;
  private dataLength = 0;

  constructor(private readonly maxLength = 1024 * 1024) {}

  /** The events completed by these bytes, in order. */
  push(bytes: Uint8Array): SseEvent[] {
    return this.feed(this.text.decode(bytes, { stream: true }), false);
  }

  /**
   * The body has ended: the events still completed by the last bytes, and the event that was
   * begun but never ended with a blank line (the rules drop it; a caller may accept a lone
   * trailing `data: [DONE]`).
   */
  end(): { events: SseEvent[]; unfinished: SseEvent | undefined } {
    const events = this.feed(this.text.decode(), true);
    if (this.buffer !== '') this.line(this.buffer, events);
    this.buffer = '';
    const unfinished =
      this.data === undefined ? undefined : { event: this.type(), data: this.data.join('\n') };
    this.data = undefined;
    return { events, unfinished };
  }

  private feed(text: string, final: boolean): SseEvent[] {
    const buffer = this.buffer + text;
    const events: SseEvent[] = [];
    let start = 0;
    LINE_END.lastIndex = 0;
    for (let match = LINE_END.exec(buffer); match; match = LINE_END.exec(buffer)) {
      // A CR that ends what has arrived may be the first half of a CR LF: wait for more.
      if (match[0] === '\r' && match.index === buffer.length - 1 && !final) break;
      this.line(buffer.slice(start, match.index), events);
      start = match.index + match[0].length;
    }
    this.buffer = buffer.slice(start);
    if (this.buffer.length > this.maxLength) {
      throw new SseTooLongError(`an event-stream line is over ${this.maxLength} characters`);
    }
    return events;
  }

  private line(line: string, events: SseEvent[]): void {
    if (line === '') {
      if (this.data !== undefined) events.push({ event: this.type(), data: this.data.join('\n') });
      this.data = undefined;
      this.dataLength = 0;
      this.eventType = '';
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') {
      this.dataLength += value.length + 1;
      if (this.dataLength > this.maxLength) {
        throw new SseTooLongError(`an event's data is over ${this.maxLength} characters`);
      }
      if (this.data === undefined) this.data = [];
      this.data.push(value);
    } else if (field === 'event') {
      this.eventType = value;
    }
  }

  private type(): string {
    return this.eventType || 'message';
  }
}
