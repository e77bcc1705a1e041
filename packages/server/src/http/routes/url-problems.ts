import { PROBLEM_TYPES } from '@geo-audit/core';
import type { ReachabilityCheck } from '@geo-audit/engine';
import type { ProblemInput } from '../problem.ts';

type Failure = Pick<Extract<ReachabilityCheck, { ok: false }>, 'code' | 'blockedPort'>;

/**
 * The 422 for a URL the server will not fetch. The wording is deliberately generic: echoing resolved
 * addresses or connection errors would turn the API into a port scanner of the network around it. A port outside 80 and
 * 443 is named: it is refused before any lookup, so saying so reveals nothing about the network.
 */
export function urlProblem(field: 'url' | 'webhook_url', { code, blockedPort }: Failure): ProblemInput {
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
  return {
    status: 422,
    type: PROBLEM_TYPES.invalidUrl,
    title: 'Invalid URL',
    detail: `${field} must be an absolute http:// or https:// URL without credentials, on port 80 or 443.`,
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
