import { type Ref, type RefCallback, useCallback } from 'react';

// A form drawn at build time can be used before its page hydrates. React then keeps what the
// field holds but its state does not know it: the next render of a controlled field puts the
// state's value back, and a search typed into 상담사 찾기 or a login is lost. So each field, when
// React takes it over (its ref attaches, the moment it hydrates), changes itself again the way a
// browser does when it differs from what it was drawn with, and React hears an ordinary change.

export type EarlyInputField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const SKIPPED_TYPES = new Set(['hidden', 'file', 'submit', 'reset', 'button', 'image']);

/** Sets a field's value past React's value tracker, as typing does. */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

function drawnOption(select: HTMLSelectElement): HTMLOptionElement | undefined {
  return [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
}

/**
 * What was put into `field` before it hydrated, read at once (a render may put the drawn value
 * back any moment), as a function that sends it to React as the change event a person's input
 * makes; null when there is nothing to send.
 */
export function readEarlyInput(field: EarlyInputField): (() => void) | null {
  if (field.disabled) return null;
  if (field instanceof HTMLSelectElement) {
    const drawn = drawnOption(field);
    if (!drawn || drawn.selected) return null;
    const chosen = field.value;
    return () => {
      field.value = chosen;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement) {
    if (SKIPPED_TYPES.has(field.type)) return null;
    if (field.type === 'checkbox' || field.type === 'radio') {
      const chosen = field.checked;
      // A radio turned off was turned off by another one turning on, which sends itself.
      if (chosen === field.defaultChecked || (field.type === 'radio' && !chosen)) return null;
      return () => {
        field.checked = !chosen;
        field.click();
      };
    }
  }
  const typed = field.value;
  const drawn = field.defaultValue;
  if (typed === drawn) return null;
  return () => {
    // React's tracker learns the drawn value first; the typed one then reads as a change.
    field.value = drawn;
    setNativeValue(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/**
 * A ref for a form field that keeps what was typed into it before its page hydrated (see
 * above), passing the element on to `ref` too. Fields drawn in the browser have nothing to send.
 */
export function useEarlyInputRef<T extends EarlyInputField>(ref?: Ref<T>): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      // Read now, sent once the commit that attached it is over: React handles it as any other
      // change then.
      const replay = element ? readEarlyInput(element) : null;
      if (replay) queueMicrotask(replay);
      if (typeof ref === 'function') return ref(element);
      if (ref) ref.current = element;
      return undefined;
    },
    [ref],
  );
}
