import { describe, expect, it } from 'vitest';
import { fitsOneSms, isGsm7, smsSegments } from '@shared/domain/sms.js';

describe('counting SMS segments', () => {
  it('counts GSM-7 texts by septets, the extension set at two each', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
  });

  it('keeps the accents GSM 03.38 has and sends the rest as UCS-2', () => {
    expect(isGsm7('ñÑéÉüÜ¿¡àèùìò')).toBe(true);
    for (const c of ['á', 'í', 'ó', 'ú', 'Á', '•', '\u00a0', '\u202f', '’', '😀'])
      expect(isGsm7(`a${c}`)).toBe(false);
    expect(smsSegments('ñé¿¡ü'.repeat(32))).toBe(1);
    expect(smsSegments(`código ${'a'.repeat(63)}`)).toBe(1);
    expect(smsSegments(`código ${'a'.repeat(64)}`)).toBe(2);
    expect(smsSegments(`código ${'a'.repeat(127)}`)).toBe(2);
    expect(smsSegments(`código ${'a'.repeat(128)}`)).toBe(3);
  });

  it('says whether a text fits one segment', () => {
    expect(fitsOneSms('a'.repeat(160))).toBe(true);
    expect(fitsOneSms(`á${'a'.repeat(70)}`)).toBe(false);
  });
});
