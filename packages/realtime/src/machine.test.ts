import { reconnectDelayMs } from '@arcana/domain';
import { describe, expect, it } from 'vitest';
import { INITIAL_MACHINE_STATE, type MachineState, transition } from './machine';

const noJitter = () => 0;
const state = (status: MachineState['status'], retries = 0): MachineState => ({ status, retries });

describe('idle', () => {
  it('starts connecting and opens', () => {
    expect(transition(INITIAL_MACHINE_STATE, { type: 'START' })).toEqual({
      state: state('connecting'),
      commands: [{ type: 'open' }],
    });
  });

  it('goes straight to failed when started offline', () => {
    expect(transition(INITIAL_MACHINE_STATE, { type: 'OFFLINE' }).state).toEqual(state('failed'));
  });

  it('ignores stream events', () => {
    for (const type of ['OPEN', 'CLOSE', 'STALE', 'RETRY', 'ONLINE', 'VISIBLE'] as const) {
      expect(transition(INITIAL_MACHINE_STATE, { type })).toEqual({
        state: INITIAL_MACHINE_STATE,
        commands: [],
      });
    }
  });
});

describe('connecting', () => {
  it('open → connected with the retry count reset', () => {
    expect(transition(state('connecting', 3), { type: 'OPEN' })).toEqual({
      state: state('connected', 0),
      commands: [],
    });
  });

  it('close → reconnecting after reconnectDelayMs(retries) while retries < 5', () => {
    for (let retries = 0; retries < 5; retries += 1) {
      expect(transition(state('connecting', retries), { type: 'CLOSE' }, noJitter)).toEqual({
        state: state('reconnecting', retries + 1),
        commands: [{ type: 'close' }, { type: 'schedule', delayMs: 1000 * 2 ** retries }],
      });
    }
  });

  it('adds the injected jitter: 1000·2^n + random·1000', () => {
    const result = transition(state('connecting', 2), { type: 'CLOSE' }, () => 0.25);
    expect(result.commands).toContainEqual({ type: 'schedule', delayMs: 4250 });
  });

  it('close after the 5th retry → failed (DESIGN; SPEC says idle)', () => {
    expect(transition(state('connecting', 5), { type: 'CLOSE' })).toEqual({
      state: state('failed', 5),
      commands: [{ type: 'close' }],
    });
  });

  it('offline → failed', () => {
    expect(transition(state('connecting', 1), { type: 'OFFLINE' }).state).toEqual(
      state('failed', 1),
    );
  });
});

describe('connected', () => {
  it('close → reconnecting with the first delay', () => {
    expect(transition(state('connected'), { type: 'CLOSE' }, noJitter)).toEqual({
      state: state('reconnecting', 1),
      commands: [{ type: 'close' }, { type: 'schedule', delayMs: 1000 }],
    });
  });

  it('stale heartbeat → reconnecting after 1 s', () => {
    expect(transition(state('connected'), { type: 'STALE' })).toEqual({
      state: state('reconnecting', 0),
      commands: [{ type: 'close' }, { type: 'schedule', delayMs: 1000 }],
    });
  });

  it('token refresh → connecting and reopen', () => {
    expect(transition(state('connected'), { type: 'REOPEN' })).toEqual({
      state: state('connecting'),
      commands: [{ type: 'open' }],
    });
  });

  it('offline → failed and closed', () => {
    expect(transition(state('connected'), { type: 'OFFLINE' })).toEqual({
      state: state('failed'),
      commands: [{ type: 'close' }],
    });
  });
});

describe('reconnecting', () => {
  it('the backoff timer → connecting, keeping the count', () => {
    expect(transition(state('reconnecting', 2), { type: 'RECONNECT_DUE' })).toEqual({
      state: state('connecting', 2),
      commands: [{ type: 'open' }],
    });
  });

  it('offline → failed', () => {
    expect(transition(state('reconnecting', 2), { type: 'OFFLINE' }).state).toEqual(
      state('failed', 2),
    );
  });

  it('a token refresh waits for the scheduled attempt (it uses the new cookie anyway)', () => {
    expect(transition(state('reconnecting', 2), { type: 'REOPEN' })).toEqual({
      state: state('reconnecting', 2),
      commands: [],
    });
  });

  it('manual retry → connecting now with a fresh count', () => {
    expect(transition(state('reconnecting', 2), { type: 'RETRY' })).toEqual({
      state: state('connecting'),
      commands: [{ type: 'open' }],
    });
  });
});

describe('failed', () => {
  for (const type of ['ONLINE', 'VISIBLE', 'RETRY', 'REOPEN'] as const) {
    it(`${type} → connecting with retries reset`, () => {
      expect(transition(state('failed', 5), { type })).toEqual({
        state: state('connecting'),
        commands: [{ type: 'open' }],
      });
    });
  }

  it('stays failed on stream events', () => {
    expect(transition(state('failed', 5), { type: 'CLOSE' }).state).toEqual(state('failed', 5));
  });
});

describe('stop (logout)', () => {
  for (const status of ['connecting', 'connected', 'reconnecting', 'failed'] as const) {
    it(`${status} → idle and closed`, () => {
      expect(transition(state(status, 2), { type: 'STOP' })).toEqual({
        state: state('idle'),
        commands: [{ type: 'close' }],
      });
    });
  }
});

it('the backoff is capped at 30 s (SPEC §9)', () => {
  expect(reconnectDelayMs(5, () => 1)).toBe(30_000);
  expect(reconnectDelayMs(4, () => 1)).toBe(17_000);
});
