import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CloseIcon } from '../Icon/CloseIcon.tsx';
import { iconButtonStyle } from '../IconButton/icon-button-style.ts';
import * as styles from './Dialog.css.ts';

// Nothing else in ui imports this file, so an app can lazy-load it through '@arcana/ui/dialog'.

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends ComponentPropsWithRef<typeof RadixDialog.Content> {
  /** Accessible name of the × button; omit to hide the button (persistent modal). */
  closeLabel?: string;
}

/** Overlay (z 2000) + centred panel (z 2400), max 600 wide; Escape closes it. */
export function DialogContent({ closeLabel, className, children, ...rest }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        {...rest}
        className={[styles.content, className].filter(Boolean).join(' ')}
      >
        {children}
        {closeLabel ? (
          <RadixDialog.Close
            className={`${iconButtonStyle({ variant: 'ghost' })} ${styles.close}`}
            aria-label={closeLabel}
          >
            <CloseIcon size={22} />
          </RadixDialog.Close>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({
  className,
  ...rest
}: ComponentPropsWithRef<typeof RadixDialog.Title>) {
  return (
    <RadixDialog.Title {...rest} className={[styles.title, className].filter(Boolean).join(' ')} />
  );
}

export function DialogDescription({
  className,
  ...rest
}: ComponentPropsWithRef<typeof RadixDialog.Description>) {
  return (
    <RadixDialog.Description
      {...rest}
      className={[styles.description, className].filter(Boolean).join(' ')}
    />
  );
}

/** Action row: stacked on phones (primary on top), right-aligned from sm. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}
