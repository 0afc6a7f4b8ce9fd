import type { ReactNode } from 'react';
import * as styles from './office.css';

export type OfficePageProps = {
  title: string;
  lead?: string;
  /** Beside the heading, e.g. the 추가 button of a list. */
  action?: ReactNode;
  children: ReactNode;
};

/** A back-office page: its h1 and a one-line lead, then the page's sections. */
export function OfficePage({ title, lead, action, children }: OfficePageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.pageHead}>
        <div className={styles.pageHeadText}>
          <h1 className={styles.heading}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </div>
  );
}
