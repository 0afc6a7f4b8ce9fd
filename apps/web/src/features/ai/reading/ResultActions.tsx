import { loginHref, showToast, useSession } from '@arcana/app-shell';
import { Button, buttonStyle } from '@arcana/ui';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { ShareReadingDialog } from '../../social';
import * as page from '../ai.css';
import { t } from '../intl';
import { rememberPendingKeep } from './pending-keep';
import { column } from './ReadingResult.css';
import { SaveImageButton } from './SaveImageButton';

export type ResultActionsProps = {
  readingId: number;
  characterName: string;
  /** The sheet "이미지로 저장" draws. */
  sheet: RefObject<HTMLElement | null>;
  /** 다시 보기; left out where there is nothing to start again (a saved reading). */
  onAgain?: () => void;
};

/** Under a finished reading: again, share, save as PNG, and for a guest, keep it by logging in. */
export function ResultActions({ readingId, characterName, sheet, onAgain }: ResultActionsProps) {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });

  const logInToKeep = () => {
    rememberPendingKeep(readingId);
    void navigate({ href: loginHref(href) });
  };

  return (
    <div className={[page.section, column].join(' ')}>
      {isAuthenticated ? null : <p className={page.sectionLead}>{t('web.ai.reading.keepHint')}</p>}
      <div className={page.actions}>
        {isAuthenticated ? null : <Button onClick={logInToKeep}>{t('web.ai.reading.keep')}</Button>}
        {onAgain ? (
          <Button variant="secondary" onClick={onAgain}>
            {t('web.ai.reading.again')}
          </Button>
        ) : null}
        {isAuthenticated ? (
          <ShareReadingDialog
            readingId={readingId}
            characterName={characterName}
            trigger={<Button variant="secondary">{t('web.ai.reading.share')}</Button>}
          />
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              void showToast(t('web.ai.reading.shareLogin'));
              logInToKeep();
            }}
          >
            {t('web.ai.reading.share')}
          </Button>
        )}
        <SaveImageButton sheet={sheet} fileName={`arcana-reading-${readingId}.png`} />
        {isAuthenticated && onAgain ? (
          <Link
            to="/me/ai/$id"
            params={{ id: readingId }}
            className={buttonStyle({ variant: 'ghost' })}
          >
            {t('web.ai.reading.viewRecord')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
