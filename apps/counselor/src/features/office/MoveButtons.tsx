import { ChevronLeftIcon, IconButton } from '@arcana/ui';
import { t } from './intl';
import * as styles from './office.css';

/**
 * The keyboard (and one-tap) way to reorder, named after the item: 위로/아래로 in a list,
 * 앞으로/뒤로 in a grid (whose order runs left to right).
 */
export function MoveButtons({
  name,
  index,
  count,
  disabled,
  axis = 'list',
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  axis?: 'list' | 'grid';
  onMove: (delta: -1 | 1) => void;
}) {
  const grid = axis === 'grid';
  return (
    <span className={styles.moveButtons}>
      <IconButton
        variant="ghost"
        aria-label={t(grid ? 'counselor.office.moveBack' : 'counselor.office.moveUp', { name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <ChevronLeftIcon className={grid ? undefined : styles.up} />
      </IconButton>
      <IconButton
        variant="ghost"
        aria-label={t(grid ? 'counselor.office.moveForward' : 'counselor.office.moveDown', {
          name,
        })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ChevronLeftIcon className={grid ? styles.forward : styles.down} />
      </IconButton>
    </span>
  );
}
