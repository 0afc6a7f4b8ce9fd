import { type KeyboardEvent, useId, useRef } from 'react';
import { useControllableState } from '../../internal/use-controllable-state.ts';
import { CheckIcon } from '../Icon/Icons.tsx';
import { MonitorIcon } from '../Icon/MonitorIcon.tsx';
import { MoonIcon } from '../Icon/MoonIcon.tsx';
import { SunIcon } from '../Icon/SunIcon.tsx';
import * as styles from './ThemeSwitcher.css.ts';

/** The theme setting of SPEC §3: follow the system, or fix light or dark. */
export type ThemeSwitcherValue = 'auto' | 'light' | 'dark';

const order: readonly ThemeSwitcherValue[] = ['auto', 'light', 'dark'];

const icons = { auto: MonitorIcon, light: SunIcon, dark: MoonIcon } as const;

export interface ThemeSwitcherProps {
  value?: ThemeSwitcherValue;
  defaultValue?: ThemeSwitcherValue;
  onValueChange?: (value: ThemeSwitcherValue) => void;
  /** Option names from the app's message catalog (자동, 라이트, 다크). */
  labels: Record<ThemeSwitcherValue, string>;
  /** Optional second lines, e.g. auto: 시스템 설정을 따라요. Shown in the list layout. */
  descriptions?: Partial<Record<ThemeSwitcherValue, string>>;
  /** The group's accessible name (e.g. 화면 테마). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** list: full-width rows for a settings page; segmented: one compact row for menus. */
  layout?: 'list' | 'segmented';
  className?: string;
}

export function ThemeSwitcher({
  value,
  defaultValue = 'auto',
  onValueChange,
  labels,
  descriptions,
  layout = 'list',
  className,
  ...aria
}: ThemeSwitcherProps) {
  const [current, setCurrent] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const refs = useRef(new Map<ThemeSwitcherValue, HTMLButtonElement>());
  const id = useId();

  function move(from: ThemeSwitcherValue, step: number) {
    const index = order.indexOf(from);
    const next = order[(index + step + order.length) % order.length] ?? from;
    setCurrent(next);
    refs.current.get(next)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, from: ThemeSwitcherValue) {
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        move(from, 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        move(from, -1);
        break;
      case 'Home':
        move('auto', 0);
        break;
      case 'End':
        move('dark', 0);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <div
      {...aria}
      role="radiogroup"
      className={[styles.group({ layout }), className].filter(Boolean).join(' ')}
      data-layout={layout}
    >
      {order.map((option) => {
        const checked = option === current;
        const OptionIcon = icons[option];
        const description = layout === 'list' ? descriptions?.[option] : undefined;
        return (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA APG radio group built from buttons, so each option holds an icon, label and description and shares the focus ring.
          <button
            key={option}
            ref={(element) => {
              if (element) refs.current.set(option, element);
              else refs.current.delete(option);
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            // Roving tabindex: Tab enters the group once, arrows move inside it.
            tabIndex={checked ? 0 : -1}
            data-state={checked ? 'checked' : 'unchecked'}
            data-value={option}
            // The name is the label alone; the second line is its description.
            aria-labelledby={`${id}-${option}-label`}
            aria-describedby={description ? `${id}-${option}-description` : undefined}
            className={styles.option({ layout })}
            onClick={() => setCurrent(option)}
            onKeyDown={(event) => onKeyDown(event, option)}
          >
            <OptionIcon className={styles.icon} size={20} />
            {layout === 'list' ? (
              <>
                <span className={styles.text}>
                  <span id={`${id}-${option}-label`} className={styles.label}>
                    {labels[option]}
                  </span>
                  {description ? (
                    <span id={`${id}-${option}-description`} className={styles.description}>
                      {description}
                    </span>
                  ) : null}
                </span>
                <CheckIcon className={styles.check} size={20} />
              </>
            ) : (
              <span id={`${id}-${option}-label`}>{labels[option]}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
