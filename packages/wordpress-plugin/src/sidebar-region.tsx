import type { ReactNode, Ref } from 'react';

// The editor's admin styles take the outline off elements that are focusable by script only; this region is
// where "Open the full audit" puts the keyboard user, so it shows where the focus is (WCAG 2.4.7). Only for
// :focus-visible: a click inside the sidebar focuses the region too, and needs no ring.
const FOCUS_CSS = `.geo-audit-sidebar-body:focus-visible {
  outline: 2px solid var(--wp-admin-theme-color, #3858e9);
  outline-offset: -2px;
}`;

/**
 * The GEO audit sidebar's content as a named region the plugin can move the keyboard focus to: a screen
 * reader then says "GEO audit, region" rather than nothing, and a visible ring marks the place.
 *
 * @example
 * ```tsx
 * <SidebarRegion label={__('GEO audit', 'geo-audit')} focusRef={focusWhenAsked}>…</SidebarRegion>
 * ```
 */
export function SidebarRegion({
  label,
  focusRef,
  children,
}: {
  label: string;
  focusRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    // A named <section> is a region landmark.
    <section
      className="geo-audit-sidebar-body"
      aria-label={label}
      style={{ padding: 16 }}
      ref={focusRef}
      tabIndex={-1}
    >
      <style>{FOCUS_CSS}</style>
      {children}
    </section>
  );
}
