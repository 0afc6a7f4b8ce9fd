/**
 * A Server-Sent Events parser (the WHATWG event-stream format) fed with decoded text chunks
 * as they arrive: a line may be cut anywhere between two chunks, even between \r and \n.
 */
export type SseEvent = {
  /** `event:`; 'message' when the stream names none. */
  event: string;
  /** The `data:` lines joined with \n. */
  data: string;
  /** The last `id:` seen so far (the spec's "last event ID"), undefined before any. */
  id: string | undefined;
};

export type SseParser = {
  push: (chunk: string) => void;
  /** The stream ended: an event without its blank line is dropped, as the spec says. */
  end: () => void;
};

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let hasData = false;
  let lastId: string | undefined;
  // A chunk ending in \r may be followed by the \n of the same line break in the next chunk.
  let skipLeadingNewline = false;

  const dispatch = () => {
    if (hasData) onEvent({ event: eventName || 'message', data: dataLines.join('\n'), id: lastId });
    eventName = '';
    dataLines = [];
    hasData = false;
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventName = value;
        return;
      case 'data':
        dataLines.push(value);
        hasData = true;
        return;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        return;
      default:
        return; // `retry` and unknown fields: the reader keeps its own retry policy
    }
  };

  return {
    push(chunk) {
      let text = chunk;
      if (skipLeadingNewline && text.startsWith('\n')) text = text.slice(1);
      skipLeadingNewline = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) skipLeadingNewline = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = '';
      eventName = '';
      dataLines = [];
      hasData = false;
    },
  };
}
