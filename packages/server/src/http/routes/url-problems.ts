import { isIP } from 'node:net';
import { PROBLEM_TYPES } from '@geo-audit/core';
import type { ReachabilityCheck } from '@geo-audit/engine';
import type { ProblemInput } from '../problem.ts';

type Failure = Pick<Extract<ReachabilityCheck, { ok: false }>, 'code' | 'blockedPort'>;

/**
 * The 422 for a URL the server will not fetch. The wording is deliberately generic: echoing resolved
 * addresses or connection errors would turn the API into a port scanner of the network around it. A port outside 80 and
 * 443 is named: it is refused before any lookup, so saying so reveals nothing about the network. A host name that
 * does not resolve and one that resolves to a private address get one answer (`unreachableHost`): two would tell any
 * key holder which names exist in the DNS of the network around the server. An IP address is named as blocked, as
 * the caller wrote it.
 */
export function urlProblem(
  field: 'url' | 'webhook_url',
  { code, blockedPort }: Failure,
  value: string,
): ProblemInput {
  if (
    (code === 'unreachable' || (code === 'blocked_destination' && blockedPort === undefined)) &&
    isName(value)
  )
    return unreachableHost(field);
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

/**
 * The one 422 for a host name the server will not contact: it does not exist in DNS, it resolves to a private,
 * loopback or reserved address, or (for `url`) the site did not answer. For `webhook_url` a receiver that is only down
 * is accepted (deliveries retry), so its answer names the first two.
 */
export function unreachableHost(field: 'url' | 'webhook_url'): ProblemInput {
  const causes =
    field === 'url'
      ? 'its name does not exist in DNS, it points at a private, loopback or reserved address, or the site did not answer'
      : 'its name does not exist in DNS, or it points at a private, loopback or reserved address';
  return {
    status: 422,
    type: PROBLEM_TYPES.unreachableUrl,
    title: 'Host not reachable',
    detail: `The host of ${field} does not lead to a public site this server can contact: ${causes}. Check its spelling and that the public site is online, then send again.`,
    errors: [{ field, message: 'host not reachable' }],
  };
}

/** Whether the URL's host is a name, not an IP address. */
function isName(value: string): boolean {
  try {
    return isIP(new URL(value).hostname.replace(/^\[|\]$/g, '')) === 0;
  } catch {
    return false;
  }
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
