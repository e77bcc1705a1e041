import { useMemo } from 'react';
import { type AuditResultInput, toViewModel } from '../model/to-view-model.ts';
import type { AuditViewModel } from '../model/types.ts';
import { useRender } from './context.tsx';

/**
 * The view model of `result` in the translator in scope, recomputed only when the inputs change.
 *
 * @example
 * ```tsx
 * const model = useViewModel(result, previous);
 * return <ActionPlan groups={model.actionGroups} />;
 * ```
 */
export function useViewModel(
  result: AuditResultInput | null | undefined,
  previous?: AuditResultInput | null,
): AuditViewModel {
  const { translator } = useRender();
  return useMemo(() => toViewModel(result, { translator, previous }), [result, previous, translator]);
}
