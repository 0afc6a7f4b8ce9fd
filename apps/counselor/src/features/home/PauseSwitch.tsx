import { counselorOfficeMutations } from '@arcana/api-client';
import { Button } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, showSaved } from '../office';
import * as styles from './home.css';
import { t } from './intl';

/** PATCH /api/client/counselor/enabled: pausing hides the counselor and stops new orders. */
export function PauseSwitch({ enabled }: { enabled: boolean }) {
  const [asking, setAsking] = useState(false);
  const change = useMutation(counselorOfficeMutations.setEnabled());
  const set = (value: boolean) =>
    change.mutate(value, {
      onSuccess: () => {
        setAsking(false);
        showSaved(value ? t('counselor.home.resumed') : t('counselor.home.paused'));
      },
    });
  return (
    <div className={styles.pause} data-paused={!enabled}>
      <p className={styles.muted}>
        {enabled ? t('counselor.home.pauseOff') : t('counselor.home.pauseOn')}
      </p>
      {enabled ? (
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          {t('counselor.home.pauseButton')}
        </Button>
      ) : (
        <Button size="sm" loading={change.isPending} onClick={() => set(true)}>
          {t('counselor.home.resumeButton')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('counselor.home.pauseConfirmTitle')}
        description={t('counselor.home.pauseConfirmText')}
        confirmLabel={t('counselor.home.pauseConfirm')}
        onConfirm={() => set(false)}
        pending={change.isPending}
      />
    </div>
  );
}
