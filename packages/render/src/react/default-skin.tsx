import { createElement } from 'react';
import type { Tone } from '../model/types.ts';
import { THEME_CSS } from '../theme/css.ts';
import { ICON_PATHS } from '../theme/icons.ts';
import type { DisclosureProps, IconProps, Skin } from './skin.ts';
import { useDisclosure } from './use-disclosure.ts';

function toneClass(base: string, tone?: Tone): string {
  return tone ? `${base} geo-tone-${tone}` : base;
}

function percent(value: number, min: number, max: number): string {
  const span = max - min || 1;
  return `${Math.min(100, Math.max(0, ((value - min) / span) * 100))}%`;
}

function SvgIcon({ name, label }: IconProps) {
  return (
    <svg
      className="geo-icon"
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      // Inline, so host rules such as WordPress's `.components-button svg { fill: currentColor }` cannot
      // turn the outline shapes (octagon ×, triangle !, circle ✓) into solid blobs.
      style={{ fill: 'none' }}
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/**
 * A disclosure as a real button with `aria-expanded`/`aria-controls`, inside a heading when asked (APG
 * accordion); `<details>` cannot be, since a `<summary>` inside a heading is not allowed.
 */
function ButtonDisclosure({ title, label, headingLevel, meta, children, defaultOpen }: DisclosureProps) {
  const { toggleProps, bodyProps } = useDisclosure({ label, defaultOpen });
  const toggle = (
    <button {...toggleProps} className="geo-disclosure-toggle">
      {title}
    </button>
  );
  return (
    <div className="geo-disclosure">
      {headingLevel
        ? createElement(`h${headingLevel}`, { className: 'geo-heading geo-disclosure-heading' }, toggle)
        : toggle}
      {meta ? <div className="geo-disclosure-meta">{meta}</div> : null}
      <div className="geo-disclosure-body" {...bodyProps}>
        {children}
      </div>
    </div>
  );
}

/**
 * The default skin: semantic HTML (button disclosures in headings, real buttons, description lists)
 * styled by {@link THEME_CSS} through CSS custom properties, light and dark. Its `Root` renders the
 * stylesheet; set `data-theme` via the provider's `theme` prop to force one theme.
 */
export const defaultSkin: Skin = {
  Root: ({ children, theme }) => (
    <div className="geo-audit" data-theme={theme}>
      <style>{THEME_CSS}</style>
      {children}
    </div>
  ),
  Card: ({ children, tone, as: Tag = 'div', labelledBy }) => (
    <Tag className={toneClass('geo-card', tone)} aria-labelledby={labelledBy}>
      {children}
    </Tag>
  ),
  Stack: ({ children, gap, direction, as: Tag = 'div', start }) => (
    <Tag
      className="geo-stack"
      data-gap={gap}
      data-direction={direction}
      {...(Tag === 'ol' && start !== undefined && start > 1 ? { start } : {})}
    >
      {children}
    </Tag>
  ),
  Heading: ({ level, children, id }) =>
    createElement(`h${level}`, { className: 'geo-heading', id }, children),
  Text: ({ children, size, tone, muted, weight, as: Tag = 'p' }) => (
    <Tag
      className={toneClass('geo-text', tone)}
      data-size={size}
      data-muted={muted ? '' : undefined}
      data-weight={weight}
    >
      {children}
    </Tag>
  ),
  Badge: ({ children, tone, icon, title }) => (
    <span className={toneClass('geo-badge', tone)} title={title}>
      {icon ? <SvgIcon name={icon} /> : null}
      {children}
    </span>
  ),
  Button: ({ children, onClick, variant, disabled, busy }) => (
    <button
      type="button"
      className="geo-button"
      data-variant={variant}
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="geo-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  ),
  Spinner: ({ label }) =>
    label ? (
      <span className="geo-spinner" role="img" aria-label={label} />
    ) : (
      <span className="geo-spinner" aria-hidden="true" />
    ),
  Disclosure: ButtonDisclosure,
  Meter: ({ value, min = 0, max = 100, label, valueText, tone }) => (
    // Native <meter> ignores our tone colours in Firefox and Safari, so a styled div carries the role.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      className={toneClass('geo-meter', tone)}
      role="meter"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <span style={{ width: percent(value, min, max) }} />
    </div>
  ),
  Progress: ({ value, label, valueText }) => (
    <div
      className="geo-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value === null ? undefined : Math.round(value * 100)}
      aria-valuetext={valueText}
      data-indeterminate={value === null ? '' : undefined}
    >
      <span style={{ width: value === null ? undefined : percent(value, 0, 1) }} />
    </div>
  ),
  Icon: SvgIcon,
  FactList: ({ items }) => (
    <dl className="geo-facts">
      {items.map((item) => (
        <div key={item.label} style={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  ),
  VisuallyHidden: ({ children }) => <span className="geo-visually-hidden">{children}</span>,
};
