import { PROBLEM_TYPES } from '@geo-audit/core';
import type { ReachabilityCheck } from '@geo-audit/engine';
import type { ProblemInput } from '../problem.ts';

type FailureCode = Extract<ReachabilityCheck, { ok: false }>['code'];

/**
 * The 422 for a URL the server will not fetch. The wording is deliberately generic: echoing resolved
 * addresses or connection errors would turn the API into a port scanner of the network around it.
 */
export function urlProblem(field: 'url' | 'webhook_url', code: FailureCode): ProblemInput {
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
