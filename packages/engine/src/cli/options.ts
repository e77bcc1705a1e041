/** The options of `audit`, as node:util parseArgs takes them. */
export const AUDIT_OPTIONS = {
  json: { type: 'boolean' },
  markdown: { type: 'boolean' },
  html: { type: 'boolean' },
  locale: { type: 'string' },
  'min-score': { type: 'string' },
  modules: { type: 'string' },
  'allow-host': { type: 'string', multiple: true },
  'urls-from': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type AuditOptionName = keyof typeof AUDIT_OPTIONS;

/** A value each option that takes one accepts, for messages that show how to write it. */
export const OPTION_EXAMPLES: Record<string, string> = {
  locale: '--locale de',
  'min-score': '--min-score 70',
  modules: '--modules schema,citability',
  'allow-host': '--allow-host 127.0.0.1',
  'urls-from': '--urls-from changed-urls.txt',
};
