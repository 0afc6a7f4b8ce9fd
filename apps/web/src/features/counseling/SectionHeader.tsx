import type { ReactNode } from 'react';
import * as styles from './counseling.css';

/** A section's heading with, optionally, its "see all" link on the right. */
export function SectionHeader({
  id,
  title,
  lead,
  more,
}: {
  id: string;
  title: string;
  lead?: string;
  more?: ReactNode;
}) {
  return (
    <div className={styles.sectionHeader}>
      <div>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
      </div>
      {more}
    </div>
  );
}
