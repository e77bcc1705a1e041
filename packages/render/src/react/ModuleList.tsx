import type { ModuleView } from '../model/types.ts';
import { useRender } from './context.tsx';
import { FindingList } from './FindingList.tsx';
import { below, type HeadingLevel } from './heading-level.ts';

export interface ModuleListProps {
  /** Modules from the view model (`model.modules`), already ordered by impact. */
  modules: ModuleView[];
  /** Outline level of each module's heading. Default 3. */
  headingLevel?: HeadingLevel;
}

/** Score, band, labels and counts beside a module's disclosure button: outside it, so they may wrap. */
function ModuleMeta({ module }: { module: ModuleView }) {
  const { Badge, Stack, Text, VisuallyHidden } = useRender().skin;
  return (
    <Stack direction="row" gap="sm">
      <Badge tone={module.band.tone} icon={module.band.icon}>
        <span aria-hidden="true">
          {module.status === 'scored' ? `${module.scoreText} · ${module.statusLabel}` : module.statusLabel}
        </span>
        <VisuallyHidden>{module.summary}</VisuallyHidden>
      </Badge>
      {/* The status badge already says "Not applicable" or "Could not run". */}
      {module.labels
        .filter((label) => label.id !== module.status)
        .map((label) => (
          <Badge key={label.id} tone={label.tone} icon={label.icon} title={label.hint}>
            {label.text}
          </Badge>
        ))}
      {module.deltaText ? (
        <Text as="span" size="sm" muted>
          {module.deltaText}
        </Text>
      ) : null}
      <Text as="span" size="sm" muted>
        {module.problemCountText}
      </Text>
    </Stack>
  );
}

/**
 * The modules, most points to gain first, each a disclosure: a heading whose button is the module title,
 * then the score, band and labels ("Beta", "Not applicable") beside it, and a body with the description,
 * facts and findings.
 *
 * @example
 * ```tsx
 * const model = useViewModel(result);
 * <ModuleList modules={model.modules} />
 * ```
 */
export function ModuleList({ modules, headingLevel = 3 }: ModuleListProps) {
  const { skin, translator } = useRender();
  const { Disclosure, FactList, Stack, Text } = skin;
  if (modules.length === 0) return <Text muted>{translator.t('modules.empty')}</Text>;
  return (
    <Stack as="ul" gap="sm">
      {modules.map((module) => (
        <Stack as="li" key={module.key}>
          <Disclosure title={module.title} headingLevel={headingLevel} meta={<ModuleMeta module={module} />}>
            <Text muted>{module.description}</Text>
            {module.labels.map((label) => (
              <Text key={label.id} size="sm" muted>
                {label.hint}
              </Text>
            ))}
            {module.error ? <Text tone="critical">{module.error}</Text> : null}
            {module.impact > 0 ? <Text size="sm">{module.impactText}</Text> : null}
            {module.facts.length > 0 ? <FactList items={module.facts} /> : null}
            <FindingList findings={module.findings} headingLevel={below(headingLevel)} />
          </Disclosure>
        </Stack>
      ))}
    </Stack>
  );
}
