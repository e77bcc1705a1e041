import { type DisclosureProps, useDisclosure } from '@geo-audit/render/react';
import { Box, Typography } from '@strapi/design-system';
import { ChevronDown } from '@strapi/icons';
import { createElement } from 'react';
import { styled } from 'styled-components';

// A plain button in Strapi's tokens. The design system's Accordion.Trigger renders its children on one line
// with overflow hidden, which cut module titles down to "BRAND PRESENC" in the ~200 px side panel.
const Toggle = styled.button`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spaces[2]};
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => `${theme.spaces[2]} ${theme.spaces[3]}`};
  border: none;
  border-radius: ${({ theme }) => theme.borderRadius};
  background: transparent;
  color: ${({ theme }) => theme.colors.neutral800};
  font: inherit;
  text-align: start;
  white-space: normal;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primary100};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary600};
    outline-offset: -2px;
  }
  & > svg {
    flex: none;
    margin-top: 0.2rem;
    width: 1.2rem;
    height: 1.2rem;
    fill: ${({ theme }) => theme.colors.neutral500};
    transform: rotate(-90deg);
  }
  &[aria-expanded='true'] > svg {
    transform: none;
  }
`;

/**
 * Render's disclosure in Strapi's look: with a heading level, `<hN><button aria-expanded aria-controls>` (the
 * APG accordion); without one, just the button. The title wraps; the badges (`meta`) sit on their own
 * wrapping line under the button, never inside it.
 *
 * @example
 * ```tsx
 * <StrapiDisclosure title="Citability" headingLevel={5} meta={<Badge tone="caution">64 of 100 · Fair</Badge>}>
 *   …findings…
 * </StrapiDisclosure>
 * ```
 */
export function StrapiDisclosure({
  title,
  label,
  headingLevel,
  meta,
  children,
  defaultOpen,
}: DisclosureProps) {
  const { toggleProps, bodyProps } = useDisclosure({ label, defaultOpen });
  const toggle = (
    <Toggle {...toggleProps}>
      <ChevronDown aria-hidden focusable={false} />
      <Typography variant={headingLevel ? 'omega' : 'pi'} fontWeight="bold" textColor="neutral800">
        {title}
      </Typography>
    </Toggle>
  );
  return (
    <Box borderColor="neutral200" borderStyle="solid" borderWidth="1px" hasRadius background="neutral0">
      {headingLevel ? createElement(`h${headingLevel}`, { style: { margin: 0 } }, toggle) : toggle}
      {meta ? (
        <Box paddingLeft={3} paddingRight={3} paddingBottom={2}>
          {meta}
        </Box>
      ) : null}
      <Box {...bodyProps} padding={3} paddingTop={1}>
        {children}
      </Box>
    </Box>
  );
}
