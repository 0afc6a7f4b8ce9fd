import type { MyComment } from '@arcana/domain';
import { Link } from '@tanstack/react-router';
import { t } from './intl';
import * as styles from './mine.css';

type Target = MyComment['target'];

/** Where a comment or reaction was left: a shared reading or an article, as a link to it. */
export function TargetLink({ target }: { target: Target }) {
  switch (target.type) {
    case 'SHARE':
      return (
        <Link to="/shared/$id" params={{ id: target.shareId }} className={styles.targetLink}>
          <span className={styles.targetType}>{t('social.mine.targetShare')}</span>
          <span className={styles.targetTitle}>{target.title}</span>
        </Link>
      );
    case 'ARTICLE':
      return (
        <Link
          to="/ai/articles/$articleId/details"
          params={{ articleId: target.articleId }}
          className={styles.targetLink}
        >
          <span className={styles.targetType}>{t('social.mine.targetArticle')}</span>
          <span className={styles.targetTitle}>{target.title}</span>
        </Link>
      );
    default:
      return target satisfies never;
  }
}
