import { THEME_CSS } from '@geo-audit/render';
import { defaultSkin, type Gap, type Skin, type Tone } from '@geo-audit/render/react';
import { Badge, Box, Button, darkTheme, Flex, ProgressBar, Typography } from '@strapi/design-system';
import { useInsertionEffect } from 'react';
import { useTheme } from 'styled-components';
import { StrapiDisclosure } from './strapi-disclosure.tsx';

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

/**
 * Badge text and background per tone, chosen for at least 4.5:1 in Strapi's light and dark themes (badge text
 * is 11 px). The design system's badge variants pair `700` on `200`, which measures 3.9:1 for danger and 3.6:1
 * for warning in light mode and 2.6:1 for danger in dark mode. Warning's darkest hue is still 4.0:1 on its
 * lightest background, so caution badges take the body text colour on the warning background.
 */
export const STRAPI_BADGE_COLOURS = {
  positive: { textColor: 'success700', backgroundColor: 'success100' },
  caution: { textColor: 'neutral800', backgroundColor: 'warning100' },
  critical: { textColor: 'danger700', backgroundColor: 'danger100' },
  info: { textColor: 'primary700', backgroundColor: 'primary100' },
  neutral: { textColor: 'neutral700', backgroundColor: 'neutral100' },
} as const satisfies Record<Tone, { textColor: string; backgroundColor: string }>;

const GAP: Record<Gap, number> = { xs: 1, sm: 2, md: 3, lg: 4 };
const TEXT_VARIANT = { sm: 'pi', md: 'omega', lg: 'delta' } as const;

// Toned text takes the badge's text colour (600s and warning700 fall under 4.5:1 on Strapi's tinted cards).
function textColor(tone: Tone | undefined, muted: boolean | undefined): string {
  if (tone && tone !== 'neutral') return STRAPI_BADGE_COLOURS[tone].textColor;
  return muted ? 'neutral600' : 'neutral800';
}

/**
 * The GEO audit components' primitives drawn with @strapi/design-system 2, so the side panel looks like the
 * rest of the Content Manager in light and dark mode. Disclosures are a plain button in a heading (see
 * {@link StrapiDisclosure}): the design system's accordion trigger clips its content to one line. The design system's Loader announces itself as an assertive
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
      <Badge
        {...STRAPI_BADGE_COLOURS[tone]}
        borderColor={tone === 'neutral' ? 'neutral200' : `${STRAPI_TONE[tone]}200`}
        borderStyle="solid"
        borderWidth="1px"
        title={title}
        gap={1}
        wrap="wrap"
        // A long verdict wraps in a narrow side panel instead of being cut off.
        style={{ whiteSpace: 'normal', maxWidth: '100%', textAlign: 'start' }}
      >
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
  Disclosure: StrapiDisclosure,
  Progress: ({ value, label, valueText }) =>
    value === null ? (
      <defaultSkin.Progress value={null} label={label} />
    ) : (
      <ProgressBar value={Math.round(value * 100)} aria-label={label} aria-valuetext={valueText} size="S" />
    ),
};
