import { Link } from '@tanstack/react-router';
import * as styles from './help.css';
import { t } from './intl';

const POLICIES = [
  { slug: 'terms', label: 'help.policy.terms' },
  { slug: 'privacy', label: 'help.policy.privacy', strong: true },
  { slug: 'refund', label: 'help.policy.refund' },
  { slug: 'youth-protection', label: 'help.policy.youth' },
] as const;

/** The stored policy pages (the catch-all /{slug}); 개인정보처리방침 in bold. */
export function PolicyLinks() {
  return (
    <ul className={styles.policyLinks}>
      {POLICIES.map((policy) => (
        <li key={policy.slug}>
          <Link
            to="/$"
            params={{ _splat: policy.slug }}
            className={'strong' in policy ? styles.policyLinkStrong : styles.policyLink}
          >
            {t(policy.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
