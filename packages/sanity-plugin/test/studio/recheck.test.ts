import { describe, expect, it } from 'vitest';
import { recheckTiming } from '../../src/studio/hooks/recheck.ts';
import { deDEStrings, enUSStrings } from '../../src/studio/i18n/resources.ts';

// Built from local time, so the expected text holds in any time zone.
const retryAt = new Date(2030, 10, 24, 10, 2).toISOString();
const recheck = { message: 'The page answered HTTP 404.', retryAt };
const fill = (text: string, time: string) => text.replace('{{time}}', time);

describe('when a scheduled re-check runs, as an editor reads it', () => {
  it('is written in the Studio locale', () => {
    const de = recheckTiming(recheck, 'de-DE', new Date(2030, 10, 24, 10, 0));
    expect(de).toEqual({ key: 'recheck.next', time: '24.11.2030, 10:02' });
    expect(fill(deDEStrings[de?.key ?? 'recheck.next'], de?.time ?? '')).toBe(
      'Nächste Prüfung: 24.11.2030, 10:02',
    );
    expect(deDEStrings['state.recheck']).toBe('Erneute Prüfung geplant');
    const en = recheckTiming(recheck, 'en-US', new Date(2030, 10, 24, 10, 0));
    expect(fill(enUSStrings[en?.key ?? 'recheck.next'], en?.time ?? '')).toMatch(
      /^Next check: Nov 24, 2030, 10:02\sAM$/,
    );
  });

  it('says the check was due once its time has passed, and nothing without a valid time', () => {
    expect(recheckTiming(recheck, 'en-US', new Date(2030, 10, 24, 10, 3))?.key).toBe('recheck.due');
    expect(recheckTiming({ ...recheck, retryAt: null }, 'en-US')).toBeNull();
    expect(recheckTiming({ ...recheck, retryAt: 'soon' }, 'en-US')).toBeNull();
  });
});
