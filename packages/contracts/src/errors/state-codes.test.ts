import { describe, expect, it } from 'vitest';
import { admissionStateCodes } from '../admissions/admissions.errors.ts';
import { dormStateCodes } from '../dorms/dorms.errors.ts';
import { externalLoginStateCodes } from '../external-login/external-login.errors.ts';
import { healthCheckInStateCodes } from '../health-check-in/health-check-in.errors.ts';
import { locales } from '../i18n/locale.ts';
import { leaveStateCodes } from '../leave/leave.errors.ts';
import { onboardingConsultingStateCodes } from '../onboarding/consulting.errors.ts';
import { onboardingStateCodes } from '../onboarding/onboarding.errors.ts';
import { onboardingStaffStateCodes } from '../onboarding/staff.errors.ts';
import { requestEncryptionStateCodes } from '../request-encryption/request-encryption.errors.ts';
import { sealsStateCodes } from '../seals/seals.errors.ts';
import { statisticsStateCodes } from '../statistics/statistics.errors.ts';
import { whereaboutsStateCodes } from '../whereabouts/whereabouts.errors.ts';
import { platformStateCodes, stateCodes } from './state-codes.ts';

describe('state codes', () => {
  const entries = Object.entries(stateCodes);

  it('gives every code a non-empty message in each of the four languages', () => {
    const missing = entries.flatMap(([name, def]) =>
      locales
        .filter((l) => typeof def.message[l] !== 'string' || def.message[l].trim() === '')
        .map((l) => `${name}:${l}`),
    );
    expect(missing).toEqual([]);
  });

  it('never lets one block overwrite a name of another block', () => {
    const blocks = [
      platformStateCodes,
      leaveStateCodes,
      dormStateCodes,
      admissionStateCodes,
      onboardingStateCodes,
      onboardingStaffStateCodes,
      onboardingConsultingStateCodes,
      externalLoginStateCodes,
      whereaboutsStateCodes,
      healthCheckInStateCodes,
      sealsStateCodes,
      statisticsStateCodes,
      requestEncryptionStateCodes,
    ];
    const declared = blocks.reduce((n, block) => n + Object.keys(block).length, 0);
    expect(entries.length).toBe(declared);
  });

  it('uses each numeric code once', () => {
    const seen = new Map<number, string>();
    const duplicates: string[] = [];
    for (const [name, def] of entries) {
      const other = seen.get(def.code);
      if (other) duplicates.push(`${def.code}: ${other} and ${name}`);
      seen.set(def.code, name);
    }
    expect(duplicates).toEqual([]);
  });

  it('carries the spec §8 codes with plausible HTTP statuses', () => {
    expect(stateCodes.ILLEGAL_REQUEST).toMatchObject({ code: 6010101, httpStatus: 400 });
    expect(stateCodes.IP_BANNED.code).toBe(6010102);
    expect(stateCodes.RATE_LIMITED).toMatchObject({ code: 6010104, httpStatus: 429 });
    expect(stateCodes.BAD_CREDENTIALS.code).toBe(6020106);
    expect(stateCodes.FIRST_LOGIN_CHANGE_PASSWORD.code).toBe(6020133);
    expect(stateCodes.TOKEN_EXPIRED).toMatchObject({ code: 6020301, httpStatus: 401 });
    for (const [, def] of entries) {
      expect(def.httpStatus).toBeGreaterThanOrEqual(200);
      expect(def.httpStatus).toBeLessThan(600);
    }
  });

  it('keeps Chinese messages distinct from English ones (no untranslated copies)', () => {
    const untranslated = entries.filter(
      ([name, d]) => name !== 'OK' && String(d.message['zh-CN']) === String(d.message['en-US']),
    );
    expect(untranslated.map(([n]) => n)).toEqual([]);
  });
});
