import type { SafeArea } from '@arcana/domain';
import { useEffect } from 'react';
import { useSettings } from '../settings/settings';

export const SAFE_AREA_VARIABLES = {
  top: '--safe-area-top',
  bottom: '--safe-area-bottom',
  left: '--safe-area-left',
  right: '--safe-area-right',
} as const satisfies Record<keyof SafeArea, string>;

export function applySafeArea(safeArea: SafeArea, root: HTMLElement = document.documentElement) {
  for (const side of Object.keys(SAFE_AREA_VARIABLES) as (keyof SafeArea)[]) {
    root.style.setProperty(SAFE_AREA_VARIABLES[side], safeArea[side]);
  }
}

/** SPEC §3: the native shell's insets become page-wide CSS variables; renders nothing. */
export function SafeAreaController() {
  const [{ safeArea }] = useSettings();
  const { top, bottom, left, right } = safeArea;
  useEffect(() => {
    applySafeArea({ top, bottom, left, right });
  }, [top, bottom, left, right]);
  return null;
}
