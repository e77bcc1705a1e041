import type { ComponentType, ReactNode } from 'react';
import type { FactView, IconName, Tone } from '../model/types.ts';

/**
 * A skin: the small set of primitives every GEO audit component draws with. A host supplies one built on its
 * own design system so the components look native: `@strapi/design-system` in Strapi, `@sanity/ui` in Sanity
 * Studio, `@wordpress/components` in the block editor. The components own structure, order, wording and
 * accessibility (headings, live regions, accessible names); a skin owns only the look.
 *
 * Rules every skin must keep, so the components stay accessible:
 * - `Heading` renders a real heading of the given `level` (`h1`–`h6`), or `role="heading"` with `aria-level`.
 * - `Disclosure` is keyboard-operable (Enter and Space toggle it) and exposes its expanded state, as
 *   `<details>/<summary>` or a button with `aria-expanded` does. Its control holds only `title` (named by
 *   `label` when given), never headings or badges. With a `headingLevel` it follows the APG accordion:
 *   `<hN><button aria-expanded aria-controls>title</button></hN>`, with `meta` after the heading, outside
 *   the button; without one it renders no heading. `meta` must be allowed to wrap (a narrow side panel
 *   must never clip a module's title or verdict).
 * - `Button` is a real `<button>` (or equivalent) that calls `onClick` on Enter and Space.
 * - `Badge`, `Text` and `Icon` never rely on colour alone: they render the `children` text they are given;
 *   `Icon` is decorative unless it gets a `label`.
 * - `Card` renders the element `as` names (`li`, `section` …), so lists and regions keep their semantics.
 * - `Spinner` without a `label` is decorative (hidden from assistive technology): the label is next to it.
 * - `Meter` and `Progress` expose `role="meter"`/`role="progressbar"` (or native elements) with the values and
 *   the `label` as accessible name.
 *
 * Pass a partial skin: primitives you leave out come from {@link defaultSkin}.
 *
 * @example
 * ```tsx
 * import { Badge as SanityBadge, Card as SanityCard } from '@sanity/ui';
 * import { AuditPanel, GeoAuditProvider, type Skin } from '@geo-audit/render/react';
 *
 * const TONE = { positive: 'positive', caution: 'caution', critical: 'critical', info: 'primary', neutral: 'default' } as const;
 * const sanitySkin: Partial<Skin> = {
 *   Card: ({ children, tone }) => <SanityCard padding={3} radius={2} tone={tone ? TONE[tone] : 'default'}>{children}</SanityCard>,
 *   Badge: ({ children, tone }) => <SanityBadge tone={TONE[tone]}>{children}</SanityBadge>,
 * };
 *
 * <GeoAuditProvider skin={sanitySkin} locale="de">
 *   <AuditPanel result={result} />
 * </GeoAuditProvider>;
 * ```
 */
export interface Skin {
  /** Wraps everything the provider renders: the place for theme classes or global styles. */
  Root: ComponentType<RootProps>;
  /** A bordered, padded surface. */
  Card: ComponentType<CardProps>;
  /** Lays children out in a column or a wrapping row with even gaps; as a list when `as` is `ul`/`ol`. */
  Stack: ComponentType<StackProps>;
  /** A section heading of the given outline level. */
  Heading: ComponentType<HeadingProps>;
  /** Body text. */
  Text: ComponentType<TextProps>;
  /** A short status label with an optional icon, coloured by tone. */
  Badge: ComponentType<BadgeProps>;
  /** A command button. */
  Button: ComponentType<ButtonProps>;
  /** An activity indicator; `label` is its accessible name, and without one it is decorative. */
  Spinner: ComponentType<SpinnerProps>;
  /** A collapsible section: a control showing `title` toggles `children`; `meta` stays visible beside it. */
  Disclosure: ComponentType<DisclosureProps>;
  /** A bar showing a value within a known range (a score). */
  Meter: ComponentType<MeterProps>;
  /** A bar showing task progress; `value` `null` means indeterminate. */
  Progress: ComponentType<ProgressProps>;
  /** An icon by name. */
  Icon: ComponentType<IconProps>;
  /** Label/value pairs (a description list). */
  FactList: ComponentType<FactListProps>;
  /** Text for screen readers only. */
  VisuallyHidden: ComponentType<{ children: ReactNode }>;
}

export type Gap = 'xs' | 'sm' | 'md' | 'lg';

export interface RootProps {
  children: ReactNode;
  /** Force a theme; by default the skin follows the host or the user's colour scheme. */
  theme?: 'light' | 'dark';
}

export interface CardProps {
  children: ReactNode;
  tone?: Tone;
  as?: 'div' | 'section' | 'article' | 'li';
  /** Id of the heading that names the card (when `as` is `section`). */
  labelledBy?: string;
}

export interface StackProps {
  children: ReactNode;
  gap?: Gap;
  direction?: 'column' | 'row';
  as?: 'div' | 'ul' | 'ol' | 'li';
  /** For `as: 'ol'`: the number of its first item, when a list continues another (the action plan's groups). */
  start?: number;
}

export interface HeadingProps {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  children: ReactNode;
  id?: string;
}

export interface TextProps {
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  tone?: Tone;
  muted?: boolean;
  weight?: 'regular' | 'bold';
  as?: 'p' | 'span' | 'div';
}

export interface BadgeProps {
  children: ReactNode;
  tone: Tone;
  icon?: IconName;
  /** A longer explanation, e.g. as a tooltip. The children stay the accessible text. */
  title?: string;
}

export interface ButtonProps {
  children: ReactNode;
  onClick?: () => void;
  variant?: 'primary' | 'secondary';
  disabled?: boolean;
  /** The action is under way; the button should say so (e.g. `aria-busy`) and may show a spinner. */
  busy?: boolean;
}

export interface SpinnerProps {
  /** Accessible name; leave it out when the state is written next to the spinner (it is then decorative). */
  label?: string;
}

export interface DisclosureProps {
  /** The control's visible text: plain, short, one concern ("Citability", "Evidence and fix"). */
  title: string;
  /**
   * The control's accessible name when `title` alone is ambiguous out of context (a list of controls all
   * called "Evidence and fix"). It starts with `title`, so speech input still matches what is on screen.
   */
  label?: string;
  /** Wrap the control in a heading of this level (APG accordion); without it there is no heading. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Always-visible details after the control, outside it (badges, counts); may wrap onto more lines. */
  meta?: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}

export interface MeterProps {
  value: number;
  min?: number;
  max?: number;
  /** Accessible name. */
  label: string;
  /** Human reading of the value, e.g. "72 of 100, Fair". */
  valueText: string;
  tone?: Tone;
}

export interface ProgressProps {
  /** From 0 to 1, or `null` when the progress is not known. */
  value: number | null;
  label: string;
  valueText?: string;
}

export interface IconProps {
  name: IconName;
  /** Accessible name; without it the icon is decorative (hidden from assistive technology). */
  label?: string;
}

export interface FactListProps {
  items: FactView[];
}
