import { describe, expect, it } from 'vitest';
import { AgentReadinessModule } from '../../src/index.ts';

/** agent_readiness's discovery signals on the wire: servers and CMS plugins parse results with this schema. */

const BASE = {
  score: 100,
  beta: true,
  weight: 0,
  tools: { declarative: [], imperative_detected: false, api: null, count: 0 },
  forms: [],
  states: {},
  findings: [],
};

describe('AgentReadinessModule: discovery', () => {
  it('checks each signal’s shape, keeps status values a newer engine may add, and accepts older results', () => {
    const signal = { detected: false, status: 'absent', url: null, evidence: 'HTTP 404' };
    expect(AgentReadinessModule.safeParse({ ...BASE, discovery: { api_catalog: signal } }).success).toBe(
      true,
    );
    expect(
      AgentReadinessModule.safeParse({
        ...BASE,
        discovery: { api_catalog: { ...signal, status: 'partial' } },
      }).success,
    ).toBe(true);
    expect(AgentReadinessModule.safeParse(BASE).success).toBe(true);
    expect(
      AgentReadinessModule.safeParse({ ...BASE, discovery: { api_catalog: { ...signal, detected: 'no' } } })
        .success,
    ).toBe(false);
    expect(AgentReadinessModule.safeParse({ ...BASE, discovery: { api_catalog: 'absent' } }).success).toBe(
      false,
    );
  });
});
