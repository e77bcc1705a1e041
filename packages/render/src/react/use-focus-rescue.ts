import { type RefObject, useEffect, useRef } from 'react';

function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (active as HTMLButtonElement).disabled === true;
}

/**
 * Keeps a keyboard user's place after they press a control that then disappears or becomes disabled (a
 * retry button replaced by the queued state): call the returned `arm()` when the control is used; after
 * the next renders, if focus fell to `<body>` or sits on a disabled control, it moves to `target` (given
 * `tabIndex=-1` if needed). Focus the user moved elsewhere on purpose is left alone; focus in a place `holds`
 * accepts (another component's own rescue target, which may itself go away later) keeps the rescue armed.
 *
 * @example
 * ```tsx
 * const box = useRef<HTMLDivElement>(null);
 * const arm = useFocusRescue(box);
 * <div ref={box} tabIndex={-1}><button onClick={() => { arm(); retry(); }}>Retry</button></div>
 * ```
 */
export function useFocusRescue(
  target: RefObject<HTMLElement | null> | (() => HTMLElement | null),
  /** Where focus may wait for the rescue besides the pressed control (a card that may still go away). */
  holds: (active: Element) => boolean = () => false,
): () => void {
  // The control that was pressed, while a rescue is pending.
  const pressed = useRef<Element | null>(null);
  useEffect(() => {
    if (!pressed.current) return;
    if (!focusLost()) {
      // Still on the pressed control (the host has not reacted yet) waits; focus moved elsewhere disarms.
      const active = document.activeElement;
      if (active !== pressed.current && !(active && holds(active))) pressed.current = null;
      return;
    }
    const element = typeof target === 'function' ? target() : target.current;
    if (!element) return;
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
    pressed.current = null;
  });
  return () => {
    pressed.current = document.activeElement;
  };
}
