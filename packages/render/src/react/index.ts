/**
 * `@geo-audit/render/react`: the GEO audit components for React 18 and 19, drawn through a host-supplied
 * skin. Heavy dependencies stay out of this entry; the static reports live in `@geo-audit/render`.
 */

export { hostMessages, messageIds } from '../i18n/host-messages.ts';
export type { Catalogue, MessageId } from '../i18n/messages-en.ts';
export { catalogues, createTranslator, type Translator } from '../i18n/translator.ts';
export { pollDelay } from '../model/poll-delay.ts';
export { toStatusView } from '../model/status.ts';
export { type AuditResultInput, toViewModel } from '../model/to-view-model.ts';
export { toTrend } from '../model/trend.ts';
export type * from '../model/types.ts';
export { ActionPlan, type ActionPlanProps } from './ActionPlan.tsx';
export { AuditPanel, type AuditPanelProps } from './AuditPanel.tsx';
export { AuditStatus, type AuditStatusProps } from './AuditStatus.tsx';
export { GeoAuditProvider, type GeoAuditProviderProps, useRender } from './context.tsx';
export { defaultSkin } from './default-skin.tsx';
export { FindingList, type FindingListProps } from './FindingList.tsx';
export { ModuleList, type ModuleListProps } from './ModuleList.tsx';
export { ScoreBadge, type ScoreBadgeProps } from './ScoreBadge.tsx';
export { ScoreGauge, type ScoreGaugeProps } from './ScoreGauge.tsx';
export { ScoreTrend, type ScoreTrendProps } from './ScoreTrend.tsx';
export type * from './skin.ts';
export { useDisclosure } from './use-disclosure.ts';
export { useViewModel } from './use-view-model.ts';
