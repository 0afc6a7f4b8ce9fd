import type { CounselorBrief } from '@arcana/domain';
import { ChevronRightIcon } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import * as styles from './counseling.css';
import * as page from './ProductPage.css';
import { Rating } from './Rating';
import { StatusBadge } from './StatusBadge';

/** A product's or review's counselor: portrait, name, live status, rating; opens the profile. */
export function CounselorBriefLink({
  counselor,
  liveStatus = false,
}: {
  counselor: CounselorBrief;
  /** Speak status changes (the product page, where they decide what can be bought). */
  liveStatus?: boolean;
}) {
  return (
    <div className={page.counselor}>
      <img className={page.counselorImage} src={counselor.imageUrl} alt="" width={56} height={56} />
      <span className={page.counselorText}>
        <Link
          to="/counseling/counselors/$id"
          params={{ id: counselor.id }}
          className={page.counselorLink}
        >
          {counselor.name}
        </Link>
        <span className={styles.chips}>
          <StatusBadge status={counselor.status} live={liveStatus} />
          <Rating rating={counselor.rating} reviewCount={counselor.reviewCount} />
        </span>
      </span>
      <ChevronRightIcon size={20} aria-hidden="true" />
    </div>
  );
}
