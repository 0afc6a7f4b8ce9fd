import { removeReaction, type SocialTarget, setReaction, sharingQueries } from '@arcana/api-client';
import { useSession } from '@arcana/app-shell';
import {
  REACTION_KINDS,
  REACTION_LABELS,
  type ReactionKind,
  type ReactionSummary,
} from '@arcana/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { GuestInvite } from './GuestInvite';
import { t } from './intl';
import * as styles from './social.css';

export type ReactionBarProps = {
  target: SocialTarget;
  /** The counts as the page loaded them (share or article detail). */
  summary: ReactionSummary;
  /** Hears the server's answer after each change (to update the caller's own cache). */
  onChange?: (summary: ReactionSummary) => void;
};

/** What the bar shows while a change is on its way: the caller's pick moved at once. */
function optimistic(summary: ReactionSummary, next: ReactionKind | null): ReactionSummary {
  const counts = { ...summary.counts };
  if (summary.mine) counts[summary.mine] = Math.max(0, counts[summary.mine] - 1);
  if (next) counts[next] += 1;
  const total = REACTION_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  return { counts, total, mine: next };
}

/**
 * The fixed reactions with their counts. One per person: pressing another replaces it,
 * pressing one's own again takes it back. A guest is invited to log in and come back.
 */
export function ReactionBar({ target, summary, onChange }: ReactionBarProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(summary);
  const [invited, setInvited] = useState(false);
  useEffect(() => setCurrent(summary), [summary]);

  const change = useMutation({
    mutationFn: (next: ReactionKind | null) =>
      next ? setReaction(target, next) : removeReaction(target),
    onMutate: (next) => {
      const previous = current;
      setCurrent(optimistic(current, next));
      return { previous };
    },
    onError: (_error, _next, result) => {
      if (result) setCurrent(result.previous);
    },
    onSuccess: (answer) => {
      setCurrent(answer);
      onChange?.(answer);
      if (target.type === 'SHARE') {
        queryClient.setQueryData(sharingQueries.detail(target.shareId).queryKey, (share) =>
          share ? { ...share, reactions: answer } : share,
        );
      }
      void queryClient.invalidateQueries({ queryKey: sharingQueries.mine() });
    },
  });

  const press = (kind: ReactionKind) => {
    if (!session.isAuthenticated) {
      setInvited(true);
      return;
    }
    change.mutate(current.mine === kind ? null : kind);
  };

  return (
    <div className={styles.section}>
      <ul className={styles.reactionRow} aria-label={t('social.reactions.label')}>
        {REACTION_KINDS.map((kind) => {
          const { emoji, nameKo } = REACTION_LABELS[kind];
          const count = current.counts[kind];
          const mine = current.mine === kind;
          return (
            <li key={kind}>
              <button
                type="button"
                className={styles.reactionButton}
                aria-pressed={mine}
                aria-label={t(mine ? 'social.reactions.itemMine' : 'social.reactions.item', {
                  name: nameKo,
                  count,
                })}
                data-reaction={kind}
                disabled={change.isPending}
                onClick={() => press(kind)}
              >
                <span className={styles.emoji} aria-hidden="true">
                  {emoji}
                </span>
                <span aria-hidden="true">{nameKo}</span>
                <span className={styles.numeric} aria-hidden="true">
                  {count}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {invited && !session.isAuthenticated ? (
        <GuestInvite message={t('social.reactions.guest')} />
      ) : null}
    </div>
  );
}
