import { AlertIcon, CheckIcon, Spinner } from '@arcana/ui';
import type { ReactNode } from 'react';
import * as styles from './payment.css';

type ResultViewProps = {
  tone: 'success' | 'failure';
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
};

/** The calm, centred result of a payment: an icon, one heading, what it means, the ways on. */
export function ResultView({ tone, title, lead, children, actions }: ResultViewProps) {
  return (
    <div className={styles.result} data-payment-result={tone}>
      <div className={styles.resultHead}>
        <span className={styles.resultIcon[tone]} aria-hidden="true">
          {tone === 'success' ? <CheckIcon size={32} /> : <AlertIcon size={32} />}
        </span>
        <h1 className={styles.resultTitle}>{title}</h1>
        {lead ? <p className={styles.resultLead}>{lead}</p> : null}
      </div>
      {children}
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}

/** A wait in the same place: a spinner and the heading, announced as a status. */
export function WaitingView({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <div className={styles.result} aria-busy="true" data-payment-result="waiting">
      <div className={styles.resultHead} role="status">
        <Spinner size="lg" />
        <h1 className={styles.resultTitle}>{title}</h1>
        {lead ? <p className={styles.resultLead}>{lead}</p> : null}
      </div>
    </div>
  );
}
