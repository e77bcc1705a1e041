import { type DisclosureProps, type Skin, useDisclosure } from '@geo-audit/render/react';
import { Button, Card, CardBody, Spinner, VisuallyHidden } from '@wordpress/components';
import { createElement } from 'react';

/** A chevron drawn here (the plugin does not bundle @wordpress/icons); it turns when the panel is open. */
function Arrow({ open }: { open: boolean }) {
  return (
    <svg
      className="components-panel__arrow"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      style={{ fill: 'none' }}
    >
      <path d={open ? 'M7 14l5-5 5 5' : 'M7 10l5 5 5-5'} stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * A disclosure in PanelBody's markup and classes (so it looks like every other editor panel), but with the
 * heading level render asks for, no heading at all for finding details, a control that holds only the title,
 * and the badges beside it. PanelBody itself always renders an `h2` around its whole title.
 */
function WordPressDisclosure({ title, label, headingLevel, meta, children, defaultOpen }: DisclosureProps) {
  const { open, toggleProps, bodyProps } = useDisclosure({ label, defaultOpen });
  const toggle = (
    <button {...toggleProps} className="components-button components-panel__body-toggle">
      <Arrow open={open} />
      {title}
    </button>
  );
  return (
    <div className={open ? 'components-panel__body is-opened' : 'components-panel__body'}>
      {createElement(
        headingLevel ? `h${headingLevel}` : 'div',
        { className: 'components-panel__body-title' },
        toggle,
      )}
      {meta ? (
        <div className="geo-disclosure-meta" style={{ padding: open ? '0 0 12px' : '0 16px 12px' }}>
          {meta}
        </div>
      ) : null}
      <div {...bodyProps}>{children}</div>
    </div>
  );
}

/**
 * The render skin on `@wordpress/components`, so the audit looks native in the block editor: cards, buttons
 * and spinners are WordPress's own, disclosures use the editor panels' markup; the remaining primitives
 * (badge, meter, icons, text) keep render's default skin and its stylesheet. Cards keep the element render
 * asks for (`li` in the action plan, a labelled `section` for the score), so lists and regions stay intact.
 *
 * @example
 * ```tsx
 * <GeoAuditProvider skin={wordpressSkin} locale={document.documentElement.lang}>
 *   <AuditPanel result={record.result} />
 * </GeoAuditProvider>
 * ```
 */
export const wordpressSkin: Partial<Skin> = {
  Card: ({ children, as = 'div', labelledBy }) => (
    <Card as={as} size="small" aria-labelledby={labelledBy}>
      <CardBody>{children}</CardBody>
    </Card>
  ),
  Button: ({ children, onClick, variant, disabled, busy }) => (
    <Button
      variant={variant ?? 'secondary'}
      onClick={onClick}
      disabled={disabled || busy}
      accessibleWhenDisabled
      isBusy={busy}
      __next40pxDefaultSize
    >
      {children}
    </Button>
  ),
  // Without a label the state is written next to the spinner; WordPress's spinner is then decorative.
  Spinner: ({ label }) =>
    label ? (
      <span>
        <Spinner />
        <VisuallyHidden>{label}</VisuallyHidden>
      </span>
    ) : (
      <Spinner />
    ),
  Disclosure: WordPressDisclosure,
  VisuallyHidden: ({ children }) => <VisuallyHidden>{children}</VisuallyHidden>,
};
