import { defaultSkin, type Gap, type Skin, type Tone } from '@geo-audit/render/react';
import { Badge, Button, Card, Flex, Heading, Spinner, Stack, Text, useRootTheme } from '@sanity/ui';

/** Render's tones mapped onto @sanity/ui's state tones. */
export const SANITY_TONE = {
  positive: 'positive',
  caution: 'caution',
  critical: 'critical',
  info: 'primary',
  neutral: 'default',
} as const satisfies Record<Tone, string>;

/** Gaps between items in a row (badges, icon and label). */
const ROW_GAP: Record<Gap, number> = { xs: 1, sm: 2, md: 3, lg: 4 };
/**
 * Gaps between stacked items, one step larger: @sanity/ui trims text boxes to the cap height, so render's
 * gaps (meant for full line boxes) let icons and descenders of one line overlap the next.
 */
const COLUMN_GAP: Record<Gap, number> = { xs: 2, sm: 3, md: 4, lg: 5 };

/**
 * The Studio draws the panel's background (render's own would show as a box in dark mode), and @sanity/ui
 * sizes and centres an svg inside Text through its font size and negative margins: render's icon size and
 * baseline shift would push it out of the trimmed line into the line above.
 */
const SKIN_CSS =
  '[data-geo-audit-skin=sanity]>.geo-audit{background:transparent;color:inherit}' +
  '[data-geo-audit-skin=sanity] :is([data-ui=Text],[data-ui=Heading]) .geo-icon{width:1em;height:1em;vertical-align:baseline}';
const TEXT_SIZE = { sm: 1, md: 2, lg: 3 } as const;

/**
 * The GEO audit components' primitives drawn with @sanity/ui, so the audit looks native in the Studio.
 * Primitives @sanity/ui has no accessible equivalent for (disclosure, meter, progress, icons, description
 * list, screen-reader text) keep render's default skin (its disclosure is a button in a heading, the APG
 * accordion, with the badges beside it); its stylesheet follows the Studio's light or dark
 * scheme through `Root`.
 *
 * @example
 * ```tsx
 * <GeoAuditProvider skin={sanitySkin} locale="de">
 *   <AuditPanel result={result} />
 * </GeoAuditProvider>
 * ```
 */
export const sanitySkin: Skin = {
  ...defaultSkin,
  Root: function SanityRoot({ children, theme }) {
    const { scheme } = useRootTheme();
    const DefaultRoot = defaultSkin.Root;
    return (
      <div data-geo-audit-skin="sanity">
        <style>{SKIN_CSS}</style>
        <DefaultRoot theme={theme ?? scheme}>{children}</DefaultRoot>
      </div>
    );
  },
  Card: ({ children, tone, as = 'div', labelledBy }) => (
    <Card
      as={as}
      padding={3}
      radius={2}
      border
      tone={tone ? SANITY_TONE[tone] : 'default'}
      aria-labelledby={labelledBy}
    >
      {children}
    </Card>
  ),
  Stack: ({ children, gap = 'md', direction = 'column', as = 'div' }) =>
    direction === 'row' ? (
      <Flex as={as} gap={ROW_GAP[gap]} wrap="wrap" align="center">
        {children}
      </Flex>
    ) : (
      <Stack as={as} gap={COLUMN_GAP[gap]}>
        {children}
      </Stack>
    ),
  Heading: ({ level, children, id }) => (
    <Heading as={`h${level}`} size={level <= 2 ? 2 : 1} id={id}>
      {children}
    </Heading>
  ),
  Text: ({ children, size = 'md', tone, muted, weight, as = 'p' }) => (
    <Text
      as={as}
      size={TEXT_SIZE[size]}
      muted={muted}
      weight={weight === 'bold' ? 'semibold' : 'regular'}
      data-tone={tone}
    >
      {children}
    </Text>
  ),
  Badge: ({ children, tone, icon, title }) => {
    const DefaultIcon = defaultSkin.Icon;
    return (
      <Badge tone={SANITY_TONE[tone]} title={title} padding={2}>
        <Flex as="span" gap={1} align="center">
          {icon ? <DefaultIcon name={icon} /> : null}
          {children}
        </Flex>
      </Badge>
    );
  },
  Button: ({ children, onClick, variant = 'secondary', disabled, busy }) => (
    <Button
      mode={variant === 'primary' ? 'default' : 'ghost'}
      tone={variant === 'primary' ? 'primary' : 'default'}
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      loading={busy}
      text={children}
    />
  ),
  // Without a label the state is written next to the spinner (render's status card), so it is decorative.
  Spinner: ({ label }) =>
    label ? (
      <Flex as="span" gap={2} align="center">
        <Spinner muted />
        <Text as="span" size={1} muted>
          {label}
        </Text>
      </Flex>
    ) : (
      <span aria-hidden="true">
        <Spinner muted />
      </span>
    ),
};
