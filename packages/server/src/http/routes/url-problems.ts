import { PROBLEM_TYPES } from '@geo-audit/core';
import type { ReachabilityCheck } from '@geo-audit/engine';
import type { ProblemInput } from '../problem.ts';

type Failure = Pick<Extract<ReachabilityCheck, { ok: false }>, 'code' | 'blockedPort'>;

/**
 * The 422 for a URL the server will not fetch. The wording is deliberately generic: echoing resolved
 * addresses or connection errors would turn the API into a port scanner of the network around it. A port outside 80 and
 * 443 is named: it is refused before any lookup, so saying so reveals nothing about the network.
 */
export function urlProblem(
  field: 'url' | 'webhook_url',
  { code, blockedPort }: Failure,
  value: string,
): ProblemInput {
  if (code === 'blocked_destination' && blockedPort !== undefined) {
    return {
      status: 422,
      type: PROBLEM_TYPES.blockedDestination,
      title: 'Port not allowed',
      detail: `${field} names port ${blockedPort}; this server fetches only ports 80 (http) and 443 (https). Use the address the public site is served on.`,
      errors: [{ field, message: `port ${blockedPort} not allowed` }],
    };
  }
  if (code === 'blocked_destination') {
    return {
      status: 422,
      type: PROBLEM_TYPES.blockedDestination,
      title: 'Destination not allowed',
      detail: `${field} points at a private, loopback or otherwise reserved network address, which this server does not contact. Use a public http(s) address.`,
      errors: [{ field, message: 'blocked destination' }],
    };
  }
  if (code === 'unreachable') {
    return {
      status: 422,
      type: PROBLEM_TYPES.unreachableUrl,
      title: 'Unreachable domain',
      detail: `The host of ${field} could not be reached (DNS lookup or connection failed). Check the address and that the site is online, then try again.`,
      errors: [{ field, message: 'unreachable' }],
    };
  }
  if (code === 'invalid_url' && hasCredentials(value)) return credentialsProblem(field);
  return {
    status: 422,
    type: PROBLEM_TYPES.invalidUrl,
    title: 'Invalid URL',
    detail: `${field} must be an absolute http:// or https:// URL without credentials.`,
    errors: [{ field, message: 'invalid URL' }],
  };
}

/** The 422 for a webhook_url whose host name does not exist (a receiver that is only down is accepted). */
export function unknownWebhookHost(): ProblemInput {
  return {
    status: 422,
    type: PROBLEM_TYPES.unreachableUrl,
    title: 'Unknown webhook host',
    detail:
      'The host name of webhook_url does not exist in DNS, so the completion callback could never be delivered. Check its spelling and send again; a receiver that exists but is down right now is accepted, and deliveries retry.',
    errors: [{ field: 'webhook_url', message: 'host name does not resolve' }],
  };
}

function hasCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}

/**
 * The 422 for a URL with `user:password@`, refused on every host, allow-listed ones too: fetching it would send
 * the credentials to the site (and to every host it redirects to), and the URL is stored with the job, logged
 * and shown on the results page. The generic answer spoke of ports, which were not the problem.
 */
function credentialsProblem(field: 'url' | 'webhook_url'): ProblemInput {
  const instead =
    field === 'url'
      ? 'Remove the "user:password@" part and audit the address as the public sees it: AI crawlers cannot log in either, so a page behind a login cannot be audited.'
      : 'Remove the "user:password@" part; to tell the server\'s callbacks from others, verify their webhook-signature header with this key\'s webhook secret.';
  return {
    status: 422,
    type: PROBLEM_TYPES.invalidUrl,
    title: 'Credentials in URL',
    detail: `${field} contains a user name or password (user:password@). This server refuses such URLs, so that credentials are never sent to the sites it contacts nor kept with the job and in its logs. ${instead}`,
    errors: [{ field, message: 'credentials (user:password@) not allowed' }],
  };
}
