import type { IntlShape } from 'react-intl';
import type { AuditView } from '../api-types.ts';
import { t } from '../plugin-id.ts';

/** For a reader who cannot open the plugin's settings: someone who can must check them. */
const ASK_ADMIN = {
  auth: 'The audit needs a working API key: ask an administrator to check the API key under Settings → GEO Audit.',
  plan: 'The GEO Audit plan does not include API access: ask an administrator to check the plan under Settings → GEO Audit.',
  api_address:
    'The plugin’s GEO Audit API address does not lead to the API: ask an administrator to check the API base URL under Settings → GEO Audit.',
};

/** For a reader who can open them (the plugin's "Read settings"): where to look, and what tells them more. */
const CHECK_SETTINGS = {
  auth: 'The audit needs a working API key: check the API key in the GEO Audit settings, where Test connection says what is wrong.',
  plan: 'The GEO Audit plan does not include API access: check the API key in the GEO Audit settings, where Test connection names its plan.',
  api_address:
    'The plugin’s GEO Audit API address does not lead to the API: check the API base URL in the GEO Audit settings, where Test connection names the address to set.',
};

/** Problems only the plugin's settings can fix: the key, its plan, the API's address. */
export function isSettingsProblem(code: string | undefined): code is keyof typeof ASK_ADMIN {
  return code !== undefined && Object.hasOwn(ASK_ADMIN, code);
}

/**
 * The record's problem in the reader's language: a scheduled re-check around the engine's reason as sent,
 * any other problem by its code around the message as sent; `null` without one. The panel shows it and the
 * re-run toast repeats it when a re-run fails at once. A refused key or plan, or an address that is not the API, is said without the message as sent,
 * which is written for whoever holds the key ("Send a valid key in the X-API-Key header…"), and by the reader's
 * role, as WordPress does (decision 0086): one who can open the plugin's settings (`canOpenSettings`) is told to
 * check them there, where Test connection has the detail; anyone else to ask an administrator. A super admin
 * told to "ask an administrator" had no one to ask.
 */
export function describeProblem(
  intl: Pick<IntlShape, 'formatMessage' | 'formatList'>,
  audit: AuditView | null | undefined,
  canOpenSettings = false,
): string | null {
  const { formatMessage } = intl;
  const recheck = audit?.error?.code === 'page_not_served' ? audit.error.recheck : undefined;
  if (recheck)
    return formatMessage(
      {
        id: t('panel.problem.page_not_served.recheck'),
        defaultMessage:
          'The site did not serve the page when it was audited: {reason} A site often serves a newly published page a few minutes later, so the audit runs again by itself (re-check {attempt} of {of}).',
      },
      { reason: recheck.reason, attempt: recheck.attempt, of: recheck.of },
    );
  if (!audit?.error) return null;
  const { code } = audit.error;
  const pattern = code === 'invalid_url' ? audit.error.pattern : undefined;
  if (pattern) return patternProblem(intl, pattern, canOpenSettings);
  if (isSettingsProblem(code))
    return canOpenSettings
      ? formatMessage({ id: t(`panel.problem.${code}.settings`), defaultMessage: CHECK_SETTINGS[code] })
      : formatMessage({ id: t(`panel.problem.${code}`), defaultMessage: ASK_ADMIN[code] });
  return formatMessage(
    { id: t(`panel.problem.${audit.error.code}`), defaultMessage: '{message}' },
    { message: audit.error.message },
  );
}

/** Why the entry's URL pattern gave no address, as the plugin stored it before asking the API. */
type PatternProblem = NonNullable<NonNullable<AuditView['error']>['pattern']>;

const PATTERN_WORDS = {
  missing:
    'The page’s address cannot be filled in: this entry has no {fields}, which the URL pattern needs. {count, plural, one {Fill it in} other {Fill them in}} and publish again.',
  not_http:
    'With this entry’s values filled in, the URL pattern gives no valid http(s) address: check the values it uses (a host name cannot hold spaces, for one), or have the pattern checked under Settings → GEO Audit.',
  none: 'This content type has no public URL pattern yet, so its entries cannot be audited: ask an administrator to add one under Settings → GEO Audit.',
  'none.settings':
    'This content type has no public URL pattern yet, so its entries cannot be audited: add one in the GEO Audit settings.',
} as const;

/**
 * A URL pattern that gave no address, in the reader's language: the fields an editor can fill in, a pattern whose
 * values make no address, or a type without a pattern (which only the settings fix, worded by role as a key is).
 */
function patternProblem(
  intl: Pick<IntlShape, 'formatMessage' | 'formatList'>,
  { reason, fields }: PatternProblem,
  canOpenSettings: boolean,
): string {
  const key = reason === 'none' && canOpenSettings ? 'none.settings' : reason;
  // A list of the reader's language ("slug und title"), as the settings page says the same fields.
  return intl.formatMessage(
    { id: t(`panel.problem.pattern.${key}`), defaultMessage: PATTERN_WORDS[key] },
    { fields: intl.formatList(fields, { type: 'conjunction' }), count: fields.length },
  );
}
