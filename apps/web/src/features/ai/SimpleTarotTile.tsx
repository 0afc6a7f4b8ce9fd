import type { AiSimpleTarot } from '@arcana/domain';
import { SparklesIcon } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import * as styles from './ai.css';
import { themeName } from './theme-name';

type Preset = Pick<AiSimpleTarot, 'id' | 'name' | 'description' | 'theme'> & {
  character?: AiSimpleTarot['character'];
};

/** A one-tap preset reading (오늘의 운세, 예/아니오…). */
export function SimpleTarotTile({ preset }: { preset: Preset }) {
  return (
    <Link to="/ai/simple-tarots/$id" params={{ id: preset.id }} className={styles.tile}>
      <span className={styles.row}>
        {preset.character ? (
          <img
            className={styles.avatar}
            src={preset.character.portraitUrl}
            alt=""
            width={40}
            height={40}
          />
        ) : (
          <SparklesIcon aria-hidden="true" />
        )}
        <span className={styles.tileTitle}>{preset.name}</span>
      </span>
      <span className={styles.tileText}>{preset.description}</span>
      <span className={styles.meta}>
        <span className={styles.chip}>{themeName(preset.theme)}</span>
        {preset.character ? <span>{preset.character.name}</span> : null}
      </span>
    </Link>
  );
}
