import { groupFindings } from '../model/findings.ts';
import type { FindingView } from '../model/types.ts';
import { useRender } from './context.tsx';
import type { HeadingLevel } from './heading-level.ts';

export interface FindingListProps {
  /** A module's findings from the view model (`module.findings`), already ordered. */
  findings: FindingView[];
  /** Outline level of the group headings ("Problems", "Passed checks" …). Default 4. */
  headingLevel?: HeadingLevel;
}

function Finding({ finding }: { finding: FindingView }) {
  const { skin, translator } = useRender();
  const { Badge, Disclosure, Stack, Text } = skin;
  const { t } = translator;
  return (
    <Stack as="li" gap="xs">
      <Text weight="bold">{finding.title}</Text>
      <Stack direction="row" gap="xs">
        <Badge tone={finding.tone} icon={finding.icon}>
          {finding.statusLabel}
        </Badge>
        {finding.severityText ? <Badge tone="neutral">{finding.severityText}</Badge> : null}
        {finding.impactText ? <Badge tone="neutral">{finding.impactText}</Badge> : null}
      </Stack>
      {/*
        A passed check shows no fix (decision 0083): its disclosure says it holds the evidence only. Without
        evidence either it would open onto "No evidence recorded." alone, so there is none (decision 0087).
      */}
      {finding.hasDetails ? (
        <Disclosure
          title={finding.fixText ? t('finding.details') : t('finding.evidence')}
          label={t(finding.fixText ? 'finding.detailsFor' : 'finding.evidenceFor', { title: finding.title })}
        >
          <Text size="sm" weight="bold">
            {t('finding.evidence')}
          </Text>
          {finding.evidence.length === 0 ? (
            <Text size="sm" muted>
              {t('finding.noEvidence')}
            </Text>
          ) : (
            <Stack as="ul" gap="xs">
              {finding.evidence.map((item, index) => (
                // Evidence has no id; its position within one finding is stable.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Stack as="li" gap="xs" key={index}>
                  <Text size="sm">{item.what}</Text>
                  {item.where ? (
                    <Text size="sm" muted>
                      {t('finding.where', { where: item.where })}
                    </Text>
                  ) : null}
                  {item.value ? (
                    <Text size="sm" muted>
                      {t('finding.value', { value: item.value })}
                    </Text>
                  ) : null}
                </Stack>
              ))}
            </Stack>
          )}
          {finding.fixText ? (
            <>
              <Text size="sm" weight="bold">
                {t('finding.fix')}
              </Text>
              <Text size="sm">{finding.fixText}</Text>
            </>
          ) : null}
        </Disclosure>
      ) : null}
    </Stack>
  );
}

/**
 * A module's findings under headings (problems, improvements, passed checks, other), each with status and
 * severity as text badges and its evidence and fix in a keyboard-operable disclosure.
 *
 * @example
 * ```tsx
 * <FindingList findings={model.modules[0].findings} headingLevel={4} />
 * ```
 */
export function FindingList({ findings, headingLevel = 4 }: FindingListProps) {
  const { skin, translator } = useRender();
  const { Heading, Stack, Text } = skin;
  if (findings.length === 0) return <Text muted>{translator.t('findings.empty')}</Text>;
  return (
    <Stack gap="md">
      {groupFindings(findings, translator).map((group) => (
        <Stack gap="sm" key={group.id}>
          <Heading level={headingLevel}>{group.label}</Heading>
          <Stack as="ul" gap="md">
            {group.findings.map((finding) => (
              <Finding finding={finding} key={finding.id} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
