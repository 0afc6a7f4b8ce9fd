import { claimQueries } from '@arcana/api-client';
import {
  CLAIM_KIND_LABELS,
  CLAIM_STATUS_LABELS,
  type Claim,
  formatDate,
  formatDateTimeLong,
  INQUIRY_CATEGORY_LABELS,
  REPORT_REASON_LABELS,
} from '@arcana/domain';
import { AlertIcon, Button, buttonStyle, ChevronRightIcon, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Markdown } from '../content/Markdown';
import { Pagination } from '../content/Pagination';
import * as styles from './claims.css';
import { t } from './intl';
import { type ClaimsSearch, claimListParams } from './search';

const SKELETON_ITEMS = 4;

/** 문의·신고 내역 (/me/claims): the caller's inquiries and reports, newest first, with answers. */
export function MyClaimsPage({ search }: { search: ClaimsSearch }) {
  const claims = useQuery(claimQueries.list(claimListParams(search)));
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <p className={styles.lead}>{t('claims.lead')}</p>
        <Link to="/help/contact-us" className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
          {t('claims.newInquiry')}
        </Link>
      </div>
      {claims.isError ? (
        <div className={styles.stateBox} role="alert" data-testid="load-error">
          <AlertIcon size={28} aria-hidden="true" />
          <p>{t('claims.loadError')}</p>
          <Button
            variant="secondary"
            size="sm"
            loading={claims.isFetching}
            onClick={() => void claims.refetch()}
          >
            {t('claims.retry')}
          </Button>
        </div>
      ) : claims.data === undefined ? (
        <ul className={styles.list} aria-busy="true" data-testid="claims-skeleton">
          {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className={styles.skeletonItem} aria-hidden="true">
              <Skeleton width="40%" />
              <Skeleton width="80%" />
              <Skeleton width="30%" />
            </li>
          ))}
        </ul>
      ) : claims.data.content.length === 0 ? (
        <div className={styles.stateBox} data-testid="claims-empty">
          <h2 className={styles.stateTitle}>{t('claims.emptyTitle')}</h2>
          <p className={styles.muted}>{t('claims.emptyText')}</p>
          <div className={styles.actions}>
            <Link to="/help/contact-us" className={buttonStyle({ variant: 'primary' })}>
              {t('claims.contact')}
            </Link>
            <Link to="/help/faq" className={buttonStyle({ variant: 'secondary' })}>
              {t('claims.faq')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.muted}>{t('claims.count', { count: claims.data.totalElements })}</p>
          <ul className={styles.list} data-testid="claim-list">
            {claims.data.content.map((claim) => (
              <ClaimItem key={claim.id} claim={claim} />
            ))}
          </ul>
          <Pagination
            currentPage={claims.data.currentPage}
            totalPages={claims.data.totalPages}
            renderLink={(page, props) => (
              <Link
                to="/me/claims"
                search={page > 1 ? { page } : {}}
                activeOptions={{ exact: true }}
                {...props}
              />
            )}
          />
        </>
      )}
    </div>
  );
}

/** What the claim is about: an inquiry's category or a report's reason. */
function topicOf(claim: Claim): string | null {
  if (claim.category) return INQUIRY_CATEGORY_LABELS[claim.category];
  if (claim.reason) return REPORT_REASON_LABELS[claim.reason];
  return null;
}

/** One claim, closed to its head; opened, what was sent and the answer (Markdown). */
function ClaimItem({ claim }: { claim: Claim }) {
  const topic = topicOf(claim);
  const answered = claim.status === 'ANSWERED';
  return (
    <li className={styles.item} data-testid="claim-item" data-claim-id={claim.id}>
      <details>
        <summary className={styles.summary}>
          <span className={styles.summaryTop}>
            <span className={[styles.badge, styles.tone.kind].join(' ')}>
              {CLAIM_KIND_LABELS[claim.kind]}
            </span>
            {topic ? <span>{topic}</span> : null}
          </span>
          <span className={styles.title}>{claim.title}</span>
          <span className={styles.summaryFoot}>
            <span>
              <time dateTime={claim.createdAt}>
                {t('claims.created', { date: formatDate(claim.createdAt) })}
              </time>
            </span>
            <span className={styles.summaryTop}>
              <span
                className={[
                  styles.badge,
                  answered ? styles.tone.answered : styles.tone.received,
                ].join(' ')}
                data-testid="claim-status"
              >
                {CLAIM_STATUS_LABELS[claim.status]}
              </span>
              <ChevronRightIcon size={18} className={styles.chevron} aria-hidden="true" />
            </span>
          </span>
        </summary>
        <div className={styles.detail}>
          {claim.target ? (
            <div className={styles.block}>
              <h2 className={styles.blockTitle}>{t('claims.target')}</h2>
              <p>
                {t(`claims.target.${claim.target.type}`)} · {claim.target.label}
              </p>
            </div>
          ) : null}
          <div className={styles.block}>
            <h2 className={styles.blockTitle}>{t('claims.body')}</h2>
            <p className={styles.plainText}>{claim.body.trim() || t('claims.noBody')}</p>
          </div>
          {answered && claim.answer !== null ? (
            <section className={styles.answer} aria-labelledby={`claim-answer-${claim.id}`}>
              <h2 id={`claim-answer-${claim.id}`} className={styles.blockTitle}>
                {t('claims.answer')}
              </h2>
              <Markdown>{claim.answer}</Markdown>
              {claim.answeredAt ? (
                <time className={styles.muted} dateTime={claim.answeredAt}>
                  {t('claims.answeredAt', { date: formatDateTimeLong(claim.answeredAt) })}
                </time>
              ) : null}
            </section>
          ) : (
            <p className={styles.waiting}>{t('claims.waiting')}</p>
          )}
        </div>
      </details>
    </li>
  );
}
