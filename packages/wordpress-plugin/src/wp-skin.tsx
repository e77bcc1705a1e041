import type { Skin } from '@geo-audit/render/react';
import { Button, Card, CardBody, PanelBody, Spinner, VisuallyHidden } from '@wordpress/components';

/**
 * The render skin on `@wordpress/components`, so the audit looks native in the block editor: cards, buttons,
 * spinners and collapsible panels are WordPress's own (keyboard- and screen-reader-ready); the remaining
 * primitives (badge, meter, icons, text) keep render's default skin and its stylesheet.
 *
 * @example
 * ```tsx
 * <GeoAuditProvider skin={wordpressSkin} locale={document.documentElement.lang}>
 *   <AuditPanel result={record.result} />
 * </GeoAuditProvider>
 * ```
 */
export const wordpressSkin: Partial<Skin> = {
  Card: ({ children, labelledBy }) => (
    <Card size="small" aria-labelledby={labelledBy}>
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
  Spinner: ({ label }) => (
    <span>
      <Spinner />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  ),
  Disclosure: ({ summary, children, defaultOpen }) => (
    <PanelBody title={summary as string} initialOpen={defaultOpen ?? false}>
      {children}
    </PanelBody>
  ),
  VisuallyHidden: ({ children }) => <VisuallyHidden>{children}</VisuallyHidden>,
};
