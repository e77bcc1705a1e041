import {
  BETA_MODULES,
  CHECK_STATUSES,
  EFFORTS,
  JOB_STATUSES,
  MODULE_NAMES,
  PRIORITIES,
  SEVERITIES,
  VERDICT_BANDS,
  verdictFor,
} from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { bandIdFor } from '../../src/model/bands.ts';
import {
  BAND_THRESHOLDS,
  BETA_MODULE_NAMES,
  CHECK_STATUS_VALUES,
  EFFORT_VALUES,
  JOB_STATUS_VALUES,
  MODULE_ORDER,
  PRIORITY_ORDER,
  SEVERITY_ORDER,
} from '../../src/model/contract-mirror.ts';

describe("render's copy of core's contract constants", () => {
  it('matches core exactly', () => {
    expect(MODULE_ORDER).toEqual(MODULE_NAMES);
    expect(BETA_MODULE_NAMES).toEqual(BETA_MODULES);
    expect(BAND_THRESHOLDS).toEqual(VERDICT_BANDS);
    expect(PRIORITY_ORDER).toEqual(PRIORITIES);
    expect(SEVERITY_ORDER).toEqual(SEVERITIES);
    expect(CHECK_STATUS_VALUES).toEqual(CHECK_STATUSES);
    expect(EFFORT_VALUES).toEqual(EFFORTS);
    expect(JOB_STATUS_VALUES).toEqual(JOB_STATUSES);
  });

  it("puts every score in the band named by core's verdictFor", () => {
    for (let score = 0; score <= 100; score++) {
      expect(bandIdFor(score)).toBe(verdictFor(score).toLowerCase());
    }
  });
});
