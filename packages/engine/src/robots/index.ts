export { normalizeOctets } from './encoding.ts';
export {
  evaluateRobots,
  groupsFor,
  isAllowedByRobots,
  type RobotsDecision,
  type RobotsVia,
} from './evaluate.ts';
export {
  type ParsedRobotsTxt,
  parseRobotsTxt,
  ROBOTS_MAX_BYTES,
  type RobotsAgent,
  type RobotsGroup,
  type RobotsRule,
} from './parse.ts';
export { type CompiledPattern, compilePattern, pathAndQuery, patternMatches } from './pattern.ts';
export { crawlerTokens, fileAgentToken } from './user-agent.ts';
