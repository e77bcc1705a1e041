import { THEME_CSS } from '@geo-audit/render';
import { defaultSkin, type Gap, type Skin, type Tone } from '@geo-audit/render/react';
import {
  Accordion,
  Badge,
  Box,
  Button,
  darkTheme,
  Flex,
  ProgressBar,
  Typography,
} from '@strapi/design-system';
import { useInsertionEffect } from 'react';
import { useTheme } from 'styled-components';

/** Render's tones as the design system's badge variants and colour scales. */
export const STRAPI_TONE = {
  positive: 'success',
  caution: 'warning',
  critical: 'danger',
  info: 'primary',
  neutral: 'neutral',
} as const satisfies Record<Tone, string>;

const STYLESHEET_ID = 'geo-audit-theme';

// Every list row renders a provider; one stylesheet in <head> serves them all (React 18 does not dedupe <style>).
function useThemeStylesheet(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLESHEET_ID)) return;
    const style = document.createElement('style');
    style.id = STYLESHEET_ID;
    style.textContent = THEME_CSS;
    document.head.appendChild(style);
  }, []);
}

const GAP: Record<Gap, number> = { xs: 1, sm: 2, md: 3, lg: 4 };
const TEXT_VARIANT = { sm: 'pi', md: 'omega', lg: 'delta' } as const;

function textColor(tone: Tone | undefined, muted: boolean | undefined): string {
  if (tone && tone !== 'neutral') return `${STRAPI_TONE[tone]}600`;
  return muted ? 'neutral600' : 'neutral800';
}

/**
 * The GEO audit components' primitives drawn with @strapi/design-system 2, so the side panel looks like the
 * rest of the Content Manager in light and dark mode. Disclosures use the design system's (Radix) accordion,
 * whose trigger is a button with `aria-expanded`. The design system's Loader announces itself as an assertive
 * alert, which would interrupt the polite progress region, so the spinner stays render's. The score meter, icons, description lists and screen-reader
 * text keep render's default skin (the design system has no meter); its stylesheet, added once per page,
 * follows Strapi's light or dark theme.
 *
 * @example
 * ```tsx
 * <GeoAuditProvider skin={strapiSkin} locale={useIntl().locale}>
 *   <AuditPanel result={audit.result} />
 * </GeoAuditProvider>
 * ```
 */
export const strapiSkin: Skin = {
  ...defaultSkin,
  Root: function StrapiRoot({ children, theme }) {
    useThemeStylesheet();
    const strapiTheme = useTheme() as { colors?: { neutral0?: string } } | undefined;
    const scheme = strapiTheme?.colors?.neutral0 === darkTheme.colors.neutral0 ? 'dark' : 'light';
    // Strapi's font, text colour and surface, not the default skin's own.
    return (
      <div
        className="geo-audit"
        data-theme={theme ?? scheme}
        style={{ font: 'inherit', color: 'inherit', background: 'transparent' }}
      >
        {children}
      </div>
    );
  },
  Card: ({ children, tone, as = 'div', labelledBy }) => (
    <Box
      tag={as}
      padding={3}
      hasRadius
      borderStyle="solid"
      borderWidth="1px"
      borderColor={tone && tone !== 'neutral' ? `${STRAPI_TONE[tone]}200` : 'neutral200'}
      background={tone && tone !== 'neutral' ? `${STRAPI_TONE[tone]}100` : 'neutral0'}
      aria-labelledby={labelledBy}
    >
      {children}
    </Box>
  ),
  Stack: ({ children, gap = 'md', direction = 'column', as = 'div' }) => (
    <Flex
      tag={as}
      direction={direction}
      gap={GAP[gap]}
      alignItems={direction === 'row' ? 'center' : 'stretch'}
      wrap={direction === 'row' ? 'wrap' : undefined}
      style={as === 'ul' || as === 'ol' ? { listStyle: 'none', margin: 0, padding: 0 } : undefined}
    >
      {children}
    </Flex>
  ),
  Heading: ({ level, children, id }) => (
    <Typography tag={`h${level}`} id={id} variant={level <= 3 ? 'delta' : 'sigma'} textColor="neutral800">
      {children}
    </Typography>
  ),
  Text: ({ children, size = 'sm', tone, muted, weight, as = 'p' }) => (
    <Typography
      tag={as}
      variant={TEXT_VARIANT[size]}
      textColor={textColor(tone, muted)}
      fontWeight={weight === 'bold' ? 'bold' : undefined}
    >
      {children}
    </Typography>
  ),
  Badge: ({ children, tone, icon, title }) => {
    const DefaultIcon = defaultSkin.Icon;
    return (
      <Badge variant={STRAPI_TONE[tone]} title={title} gap={1}>
        {icon ? <DefaultIcon name={icon} /> : null}
        {children}
      </Badge>
    );
  },
  Button: ({ children, onClick, variant = 'secondary', disabled, busy }) => (
    <Button
      variant={variant === 'primary' ? 'default' : 'secondary'}
      onClick={onClick}
      disabled={disabled || busy}
      loading={busy}
      aria-busy={busy || undefined}
      fullWidth
    >
      {children}
    </Button>
  ),
  Disclosure: ({ summary, children, defaultOpen }) => (
    <Accordion.Root defaultValue={defaultOpen ? 'item' : undefined}>
      <Accordion.Item value="item">
        <Accordion.Header>
          <Accordion.Trigger>{summary}</Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content>
          <Box padding={3}>{children}</Box>
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
  Progress: ({ value, label, valueText }) =>
    value === null ? (
      <defaultSkin.Progress value={null} label={label} />
    ) : (
      <ProgressBar value={Math.round(value * 100)} aria-label={label} aria-valuetext={valueText} size="S" />
    ),
};
