import { setElementVars } from '@vanilla-extract/dynamic';
import { safeAreaVars } from '../global.css.ts';

/** SPEC §3 settings.safeArea: CSS lengths, "0px" each by default. */
export interface SafeArea {
  top: string;
  bottom: string;
  left: string;
  right: string;
}

/** Writes the stored safe area to --safe-area-* on <html> (or the given element). */
export function applySafeArea(safeArea: SafeArea, element?: HTMLElement): void {
  setElementVars(element ?? document.documentElement, safeAreaVars, safeArea);
}
