import { PROBLEM_TYPES } from '@geo-audit/core';
import type { FastifyRequest } from 'fastify';
import type { ProblemInput } from './problem.ts';

/**
 * A query parameter the endpoint needs exactly once: its value, or the 400 to answer when it is missing, empty or
 * given more than once (`?job_id=a&job_id=b` would otherwise read as missing, which sends the caller looking for
 * the wrong mistake). `example` shows the caller a well-formed request.
 *
 * @example
 * ```ts
 * const jobId = singleQueryParam(request, 'job_id', '/api/audit_status.php?job_id=…');
 * if ('problem' in jobId) return sendProblem(request, reply, jobId.problem);
 * ```
 */
export function singleQueryParam(
  request: FastifyRequest,
  name: string,
  example: string,
): { value: string } | { problem: ProblemInput } {
  const query = request.query as Record<string, unknown>;
  const value = query[name];
  if (typeof value === 'string' && value !== '') return { value };
  const repeated = Array.isArray(value);
  const misspelled = repeated ? undefined : otherSpelling(Object.keys(query), name);
  if (misspelled !== undefined) {
    return {
      problem: {
        status: 400,
        type: PROBLEM_TYPES.invalidRequest,
        title: `Missing ${name}`,
        detail: `The query names ${JSON.stringify(misspelled.slice(0, 40))}, but the parameter is ${name}, spelled exactly so: ${example}`,
        errors: [
          { field: name, message: `required; ${JSON.stringify(misspelled.slice(0, 40))} is not read` },
        ],
      },
    };
  }
  return {
    problem: {
      status: 400,
      type: PROBLEM_TYPES.invalidRequest,
      title: repeated ? `${name} given more than once` : `Missing ${name}`,
      detail: repeated
        ? `The query gives ${name} ${value.length} times; give it once: ${example}`
        : `Add ${name} to the query: ${example}`,
      errors: [{ field: name, message: repeated ? 'given more than once' : 'required' }],
    },
  };
}

function squash(name: string): string {
  return name.toLowerCase().replace(/[-_\s]/g, '');
}

/** A query parameter that is `name` in other letter case or with other separators (`jobId`, `URL`, `job-id`). */
function otherSpelling(given: string[], name: string): string | undefined {
  return given.find((other) => other !== name && squash(other) === squash(name));
}
