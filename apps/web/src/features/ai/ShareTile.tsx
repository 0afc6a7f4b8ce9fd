import type { ShareSummary } from '@arcana/domain';
import { Link } from '@tanstack/react-router';
import * as styles from './ai.css';
import { t } from './intl';

/** A public shared reading in a list: who read it, the cards, a line of the reading. */
export function ShareTile({ share }: { share: ShareSummary }) {
  return (
    <Link to="/shared/$id" params={{ id: share.id }} className={styles.tile}>
      <span className={styles.row}>
        <img
          className={styles.avatar}
          src={share.character.portraitUrl}
          alt=""
          width={40}
          height={40}
        />
        <span>
          <span className={styles.tileTitle}>{share.question ?? share.spreadName}</span>
          <span className={styles.meta}>
            <span>{share.character.name}</span>
            <span>{share.spreadName}</span>
          </span>
        </span>
      </span>
      <span className={styles.tileText}>{share.excerpt}</span>
      <span className={styles.meta}>
        <span>{share.cards.map((card) => card.nameKo).join(' · ')}</span>
        <span>{t('web.ai.share.reactions', { count: share.reactionTotal })}</span>
        <span>{t('web.ai.share.comments', { count: share.commentCount })}</span>
      </span>
    </Link>
  );
}
