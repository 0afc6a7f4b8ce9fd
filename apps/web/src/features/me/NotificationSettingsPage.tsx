import { meMutations, meQueries } from '@arcana/api-client';
import type { NotificationSettingsRequest, User } from '@arcana/domain';
import { Skeleton } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Switch } from './form/Switch';
import { t } from './intl';
import { LoadError } from './LoadError';
import * as styles from './me.css';

type Flag = keyof NotificationSettingsRequest;
type Group = {
  id: string;
  title: () => string;
  hint: () => string;
  push: Flag;
  email: Flag;
};

// SPEC §3's six flags, grouped the way people think about them.
const GROUPS: readonly Group[] = [
  {
    id: 'service',
    title: () => t('web.me.notifications.service'),
    hint: () => t('web.me.notifications.serviceHint'),
    push: 'enabledNotificationPush',
    email: 'enabledNotificationEmail',
  },
  {
    id: 'event',
    title: () => t('web.me.notifications.event'),
    hint: () => t('web.me.notifications.eventHint'),
    push: 'enabledEventPush',
    email: 'enabledEventEmail',
  },
  {
    id: 'ad',
    title: () => t('web.me.notifications.ad'),
    hint: () => t('web.me.notifications.adHint'),
    push: 'enabledAdPush',
    email: 'enabledAdEmail',
  },
];

/** 알림 설정: each switch saves on its own, moving at once and rolling back if the api refuses. */
export function NotificationSettingsPage() {
  const me = useQuery(meQueries.current());
  const update = useMutation(meMutations.updateNotificationSettings());

  if (me.isPending) return <SettingsSkeleton />;
  if (me.isError) return <LoadError onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  const user: User = me.data;

  const row = (group: Group, flag: Flag, channel: string) => (
    <li className={styles.staticRow}>
      <span className={styles.rowLabel} aria-hidden="true">
        {channel}
      </span>
      <Switch
        checked={user[flag]}
        label={t('web.me.notifications.switchLabel', { group: group.title(), channel })}
        onCheckedChange={(checked) => update.mutate({ [flag]: checked })}
      />
    </li>
  );

  return (
    <div className={styles.page}>
      <p className={styles.lead}>{t('web.me.notifications.lead')}</p>
      {GROUPS.map((group) => (
        <section key={group.id} className={styles.section} aria-labelledby={`notify-${group.id}`}>
          <div className={styles.groupHeading}>
            <h2 id={`notify-${group.id}`} className={styles.groupTitle}>
              {group.title()}
            </h2>
            <p className={styles.rowHint}>{group.hint()}</p>
          </div>
          <ul className={styles.group}>
            {row(group, group.push, t('web.me.notifications.push'))}
            {row(group, group.email, t('web.me.notifications.email'))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function SettingsSkeleton() {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label={t('web.me.loading')}>
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.section}>
          <Skeleton width="30%" />
          <Skeleton shape="rect" height={112} />
        </div>
      ))}
    </div>
  );
}
