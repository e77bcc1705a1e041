import type { ActionGroupView } from '../model/types.ts';
import { useRender } from './context.tsx';
import type { HeadingLevel } from './heading-level.ts';

export interface ActionPlanProps {
  /** The plan grouped by priority (`model.actionGroups`). */
  groups: ActionGroupView[];
  /** Outline level of the priority headings. Default 3. */
  headingLevel?: HeadingLevel;
}

/**
 * The action plan by priority, critical first; each action with its recoverable points, module, effort
 * and fix.
 *
 * @example
 * ```tsx
 * <ActionPlan groups={model.actionGroups} />
 * ```
 */
export function ActionPlan({ groups, headingLevel = 3 }: ActionPlanProps) {
  const { skin, translator } = useRender();
  const { Badge, Card, Heading, Icon, Stack, Text } = skin;
  const { t } = translator;
  if (groups.length === 0) return <Text>{t('actions.empty')}</Text>;
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Stack gap="sm" key={group.priority}>
          <Heading level={headingLevel}>
            <Icon name={group.icon} /> {group.label}
          </Heading>
          <Stack as="ol" gap="sm" start={group.start}>
            {group.items.map((item, index) => (
              // Check ids may repeat within a plan; the position disambiguates.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Card as="li" key={`${item.id}-${index}`}>
                <Stack gap="xs">
                  <Stack direction="row" gap="sm">
                    <Text weight="bold" as="span">
                      {item.title}
                    </Text>
                    {item.impactText ? (
                      <Badge tone="positive" icon="arrow-up">
                        {item.impactText}
                      </Badge>
                    ) : null}
                  </Stack>
                  <Text size="sm" muted>
                    {[
                      item.moduleTitle ? t('action.module', { module: item.moduleTitle }) : null,
                      item.effortLabel,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  {item.fix ? <Text>{item.fix}</Text> : null}
                </Stack>
              </Card>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
