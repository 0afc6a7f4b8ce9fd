import { ThemeSwitcher } from '@arcana/ui';
import { t } from '../intl/theme-messages';
import { useSettings } from '../settings/settings';

export type ThemeSettingControlProps = {
  /** list: settings page rows with descriptions; segmented: one compact row for menus. */
  layout?: 'list' | 'segmented';
  className?: string;
};

/** ui's ThemeSwitcher bound to the theme setting (SPEC §3: auto, light, dark with icons). */
export function ThemeSettingControl({ layout = 'list', className }: ThemeSettingControlProps) {
  const [settings, update] = useSettings();
  return (
    <ThemeSwitcher
      value={settings.theme}
      onValueChange={(theme) => update({ theme })}
      aria-label={t('shell.theme.groupLabel')}
      labels={{
        auto: t('shell.theme.auto'),
        light: t('shell.theme.light'),
        dark: t('shell.theme.dark'),
      }}
      descriptions={{
        auto: t('shell.theme.auto.description'),
        light: t('shell.theme.light.description'),
        dark: t('shell.theme.dark.description'),
      }}
      layout={layout}
      {...(className === undefined ? {} : { className })}
    />
  );
}
