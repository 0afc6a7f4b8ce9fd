import { ADD_TIME_MINUTES, type SenderType, type SessionEndReason } from '@arcana/domain';
import { finalClock, stepClock } from './clock';
import type { SessionRow, TransitionSet } from './lifecycle-repository';
import { OPEN_STATUSES, type Transition } from './transitions';

// What a row of the table writes besides the status, computed from the locked row (pure):
// the room's presence (ENTER, EXIT), the start, added minutes, and the billed clock, which
// every change reconciles and a closing row settles for good.

export const ADDED_SECONDS = ADD_TIME_MINUTES * 60;

export type RowContext = {
  at: Date;
  /** Who acts: the row's side, or the caller of COMPLETE (its end reason). */
  side?: SenderType | undefined;
};

export const isOpenStatus = (status: string) =>
  (OPEN_STATUSES as readonly string[]).includes(status);

/** Whether a row closes the session (its `to` is not open). */
export const closes = (rule: Transition) => rule.to !== null && !isOpenStatus(rule.to);

function endReasonOf(rule: Transition, side: SenderType | undefined): SessionEndReason | null {
  if (rule.endReason === undefined) return null;
  if (rule.endReason !== 'CALLER') return rule.endReason;
  return side === 'COUNSELOR' ? 'COMPLETED_BY_COUNSELOR' : 'COMPLETED_BY_USER';
}

function presenceSet(
  effect: 'ENTER' | 'EXIT',
  side: SenderType,
  row: SessionRow,
  at: Date,
): TransitionSet {
  if (effect === 'EXIT')
    return side === 'USER' ? { userInRoom: false } : { counselorInRoom: false };
  return side === 'USER'
    ? { userInRoom: true, userSeenAt: at, userEnteredAt: row.userEnteredAt ?? at }
    : {
        counselorInRoom: true,
        counselorSeenAt: at,
        counselorEnteredAt: row.counselorEnteredAt ?? at,
      };
}

/** The columns a row writes on `row` at `context.at`, the clock included. */
export function rowSet(rule: Transition, row: SessionRow, context: RowContext): TransitionSet {
  const { at } = context;
  let set: TransitionSet = {};
  if (rule.event === 'ACCEPT') set.acceptedAt = at;
  if (rule.startsNow) set.startTime = at;
  for (const effect of rule.room ?? []) {
    if (effect === 'ENTER' || effect === 'EXIT') {
      const side = rule.side ?? context.side;
      if (side) set = { ...set, ...presenceSet(effect, side, row, at) };
    } else if (effect === 'START') {
      set.startedAt = row.startedAt ?? at;
    } else if (effect === 'EXTEND') {
      if (row.durationSeconds !== null) set.durationSeconds = row.durationSeconds + ADDED_SECONDS;
    } else {
      effect satisfies never;
    }
  }
  if (closes(rule)) {
    return {
      ...set,
      ...finalClock(row, at),
      endedAt: at,
      endReason: endReasonOf(rule, context.side),
    };
  }
  const next = { ...row, ...set, status: rule.to ?? row.status };
  return { ...set, ...stepClock(next, at).set };
}
