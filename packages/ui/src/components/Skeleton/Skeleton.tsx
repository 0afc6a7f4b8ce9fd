import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css.ts';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A placeholder block; hidden from assistive tech (the list announces its own busy state). */
export function Skeleton({ shape = 'text', width = '100%', height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={[styles.skeleton, styles.shape[shape], className].filter(Boolean).join(' ')}
      style={{ width, height: height ?? (shape === 'circle' ? width : undefined) }}
    />
  );
}
