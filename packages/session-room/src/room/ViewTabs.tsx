import type { CounselingType, RoomView, SenderType } from '@arcana/domain';
import { ChatIcon, HomeIcon, PhoneIcon, VideoIcon } from '@arcana/ui';
import { t } from '../intl';
import { RoomLink } from './RoomLink';
import * as styles from './room.css';

/** The views a session has: CHAT → chat; CALL → call (chat beside); VIDEO → video (chat beside). */
export function viewsOf(type: CounselingType): readonly RoomView[] {
  switch (type) {
    case 'CHAT':
      return ['room', 'chat'];
    case 'CALL':
      return ['room', 'call', 'chat'];
    case 'VIDEO':
      return ['room', 'video', 'chat'];
    default:
      return type satisfies never;
  }
}

/** The href of a view in the app that hosts this side (the web app needs senderType=USER). */
export function roomViewHref(sessionId: number, view: RoomView, senderType: SenderType): string {
  const path = `/counseling/sessions/${sessionId}${view === 'room' ? '' : `/${view}`}`;
  return `${path}?senderType=${senderType}`;
}

const ICONS = { room: HomeIcon, chat: ChatIcon, call: PhoneIcon, video: VideoIcon } as const;

export type ViewTabsProps = {
  sessionId: number;
  senderType: SenderType;
  counselingType: CounselingType;
  current: RoomView;
  variant: 'mobile' | 'desktop';
};

/** Links between the room's views; the current one is aria-current="page". */
export function ViewTabs({
  sessionId,
  senderType,
  counselingType,
  current,
  variant,
}: ViewTabsProps) {
  const views = viewsOf(counselingType);
  return (
    <nav
      className={variant === 'mobile' ? styles.tabs : styles.desktopTabs}
      aria-label={t('room.views.label')}
    >
      {views.map((view) => {
        const Icon = ICONS[view];
        return (
          <RoomLink
            key={view}
            href={roomViewHref(sessionId, view, senderType)}
            replace
            className={variant === 'mobile' ? styles.tab : styles.desktopTab}
            aria-current={view === current ? 'page' : undefined}
            data-view={view}
            data-testid={`room-tab-${view}`}
          >
            <Icon size={18} aria-hidden="true" />
            {t(`room.view.${view}`)}
          </RoomLink>
        );
      })}
    </nav>
  );
}
