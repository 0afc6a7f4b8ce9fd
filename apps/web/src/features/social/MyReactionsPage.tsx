import { sharingQueries } from '@arcana/api-client';
import { formatDateTime, REACTION_LABELS } from '@arcana/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { t } from './intl';
import { MineList } from './MineList';
import * as styles from './mine.css';
import * as social from './social.css';
import { TargetLink } from './TargetLink';

/** 내 반응 (/me/reactions): newest first, each with a link to where it was left. */
export function MyReactionsPage() {
  const list = useInfiniteQuery(sharingQueries.myReactions());
  const items = list.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <MineList
      list={list}
      items={items}
      label={t('web.me.reactions.title')}
      empty={t('social.mine.reactionsEmpty')}
      emptyCta={{ label: t('social.mine.emptyCta'), to: '/shared/list' }}
    >
      {(reaction) => (
        <li key={reaction.id} className={styles.row} data-reaction-id={reaction.id}>
          <TargetLink target={reaction.target} />
          <span className={styles.reactionLine}>
            <span aria-hidden="true">{REACTION_LABELS[reaction.kind].emoji}</span>
            {REACTION_LABELS[reaction.kind].nameKo}
            <time className={`${social.time} ${styles.lineEnd}`} dateTime={reaction.createdAt}>
              {formatDateTime(reaction.createdAt)}
            </time>
          </span>
        </li>
      )}
    </MineList>
  );
}
