export { analyzeAgentPricing } from './analyze/agent-pricing.ts';
export { analyzeAgentReadiness } from './analyze/agent-readiness.ts';
export {
  analyzeBrand,
  applyBrandVerification,
  type BrandVerificationRequest,
  type BrandVerificationResult,
  type BrandVerifier,
  verifyBrand,
} from './analyze/brand.ts';
export { type CheckResult, scoreChecks } from './analyze/checks.ts';
export { analyzeCitability } from './analyze/citability.ts';
export type { AnalysisContext, Analyzer } from './analyze/context.ts';
export { analyzeCrawlers, type CrawlerBotEntry, type CrawlersResult } from './analyze/crawlers.ts';
export { analyzeEeat } from './analyze/eeat.ts';
export { analyzeLlmstxt, type LlmstxtResult } from './analyze/llmstxt.ts';
export { analyzePlatforms } from './analyze/platforms.ts';
export { analyzeSchema } from './analyze/schema.ts';
export type * from './api-types.ts';
export type * from './artifacts.ts';
export { type AuditCommandIo, auditCommand } from './cli/audit-command.ts';
export { EXIT } from './cli/exit-codes.ts';
export {
  type ClosableSafeFetcher,
  checkReachability,
  createSafeFetcher,
  isPublicAddress,
  type ReachabilityOptions,
} from './fetch/index.ts';
export { type TlsFailure, tlsFailure } from './fetch/tls-failure.ts';
export {
  challengeEvidence,
  findPricingLink,
  type GatherOptions,
  gather,
  isRefusedProbe,
  isTextDocument,
  REFUSAL_STATUSES,
} from './gather/index.ts';
export { parsePage } from './parse/page.ts';
export {
  crawlerTokens,
  evaluateRobots,
  isAllowedByRobots,
  type ParsedRobotsTxt,
  parseRobotsTxt,
  type RobotsDecision,
} from './robots/index.ts';
export { type AnalyzeOptions, analyzeArtifacts } from './run/analyze-artifacts.ts';
export { PageFetchError } from './run/errors.ts';
export { runAudit } from './run-audit.ts';
export { ruleFor, TYPE_RULES, type TypeRule } from './schema-rules/index.ts';
export {
  type AppliedCap,
  CAP_LIMITS,
  computeCaps,
  MODULE_WEIGHTS,
  SCORE_VERSION,
  type ScoreSummary,
  scoreModules,
} from './score/index.ts';
export {
  classifyProfileUrl,
  detectPageType,
  extractStructuredData,
  normalizeTerm,
  type PageType,
  type StructuredData,
  type StructuredItem,
} from './structured-data/index.ts';
