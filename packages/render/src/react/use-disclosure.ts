import { useId, useState } from 'react';
import type { DisclosureProps } from './skin.ts';

/**
 * The state and ARIA wiring every skin's disclosure shares (APG disclosure): a toggle button that says whether it is
 * expanded and which region it controls, and the region it shows or hides. A skin spreads `toggleProps` on its own
 * button and `bodyProps` on its own body element, so only the markup and look differ between hosts.
 *
 * @example
 * ```tsx
 * function MyDisclosure({ title, label, defaultOpen, children }: DisclosureProps) {
 *   const { toggleProps, bodyProps } = useDisclosure({ label, defaultOpen });
 *   return (<div><button {...toggleProps}>{title}</button><div {...bodyProps}>{children}</div></div>);
 * }
 * ```
 */
export function useDisclosure({ label, defaultOpen }: Pick<DisclosureProps, 'label' | 'defaultOpen'>) {
  const [open, setOpen] = useState(defaultOpen ?? false);
  const bodyId = useId();
  return {
    open,
    toggleProps: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': bodyId,
      'aria-label': label,
      onClick: () => setOpen((was) => !was),
    },
    bodyProps: { id: bodyId, hidden: !open },
  };
}
