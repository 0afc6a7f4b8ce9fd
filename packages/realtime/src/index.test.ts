import { expect, it } from 'vitest';
import { CONNECTION_STATES } from './index';

it('lists the connection states of SPEC §4 in order', () => {
  expect(CONNECTION_STATES).toEqual(['idle', 'connecting', 'connected', 'reconnecting', 'failed']);
});
