import { lazyPart } from '../lazy/lazy-part';
import { NearViewport } from '../lazy/NearViewport';
import type { ThemeSettingControlProps } from './ThemeSettingControl';

const LazyThemeSettingControl = lazyPart<ThemeSettingControlProps>(() =>
  import('./ThemeSettingControl').then((module) => ({ default: module.ThemeSettingControl })),
);

export type ThemeSettingControlNearViewportProps = Omit<ThemeSettingControlProps, 'className'> & {
  /** The box that holds the switch: give it the switch's height, so nothing moves. */
  boxClassName?: string;
  /** The switch's own class. */
  className?: string;
};

/**
 * The theme switch for the end of a page (the web footer): its code loads when the reader scrolls
 * near it, so it is not part of a first visit's scripts (DESIGN "Budgets").
 */
export function ThemeSettingControlNearViewport({
  boxClassName,
  ...props
}: ThemeSettingControlNearViewportProps) {
  return (
    <NearViewport {...(boxClassName === undefined ? {} : { className: boxClassName })}>
      <LazyThemeSettingControl {...props} />
    </NearViewport>
  );
}
