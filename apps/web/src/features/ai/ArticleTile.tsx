import type { ArticleSummary } from '@arcana/domain';
import { Link } from '@tanstack/react-router';
import * as styles from './ai.css';
import { t } from './intl';

export function ArticleTile({ article }: { article: ArticleSummary }) {
  return (
    <Link
      to="/ai/articles/$articleId/details"
      params={{ articleId: article.id }}
      className={styles.tile}
    >
      <span className={styles.tileTitle}>{article.title}</span>
      <span className={styles.tileText}>{article.summary}</span>
      <span className={styles.meta}>
        <span>{article.character.name}</span>
        <span>{t('web.ai.article.minutes', { minutes: article.readingMinutes })}</span>
      </span>
    </Link>
  );
}
