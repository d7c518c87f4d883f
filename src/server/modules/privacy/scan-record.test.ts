import { AppError } from '@core/errors';
import { describe, expect, it } from 'vitest';
import { claimedFileTypeOf, isThreat, riskScoreOf, summaryOfFindings, summaryOfRefusal } from './scan-record';

describe('riskScoreOf', () => {
  it('scores low 10, medium 50, high 90, with 5 more for scripts and 5 for dangerous content', () => {
    expect(riskScoreOf({ riskLevel: 'low', hasScripts: false, hasMaliciousContent: false })).toBe(10);
    expect(riskScoreOf({ riskLevel: 'medium', hasScripts: false, hasMaliciousContent: false })).toBe(50);
    expect(riskScoreOf({ riskLevel: 'medium', hasScripts: true, hasMaliciousContent: false })).toBe(55);
    expect(riskScoreOf({ riskLevel: 'high', hasScripts: false, hasMaliciousContent: true })).toBe(95);
    expect(riskScoreOf({ riskLevel: 'high', hasScripts: true, hasMaliciousContent: true })).toBe(100);
  });

  it('counts code that can run or dangerous content as a threat', () => {
    expect(isThreat({ riskLevel: 'medium', hasScripts: false, hasMaliciousContent: false })).toBe(false);
    expect(isThreat({ riskLevel: 'medium', hasScripts: true, hasMaliciousContent: false })).toBe(true);
    expect(isThreat({ riskLevel: 'high', hasScripts: false, hasMaliciousContent: true })).toBe(true);
  });
});

describe('summaryOfFindings', () => {
  it('reads findings as file validation does', () => {
    expect(summaryOfFindings([])).toEqual({
      riskLevel: 'low',
      hasMaliciousContent: false,
      hasScripts: false,
    });
    expect(
      summaryOfFindings([
        { severity: 'info', kind: 'links', message: 'This file has links.' },
        { severity: 'medium', kind: 'external-template', message: 'x', isScript: true },
      ]),
    ).toEqual({ riskLevel: 'medium', hasMaliciousContent: false, hasScripts: true });
  });
});

describe('summaryOfRefusal', () => {
  it('records a refusal for dangerous content as a high risk, and no other refusal', () => {
    const macro = new AppError('UNPROCESSABLE', 'This file was refused: it contains macros', {
      kind: 'macro',
    });
    expect(summaryOfRefusal(macro)).toEqual({
      riskLevel: 'high',
      hasMaliciousContent: true,
      hasScripts: false,
    });
    expect(summaryOfRefusal(new AppError('UNPROCESSABLE', 'Locked', { kind: 'encrypted' }))).toBeUndefined();
    expect(summaryOfRefusal(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Invalid file type'))).toBeUndefined();
    expect(summaryOfRefusal(new Error('boom'))).toBeUndefined();
  });

  it('names the type a refused file claims, never its name', () => {
    expect(claimedFileTypeOf('Jane Doe CV.PDF')).toBe('application/pdf');
    expect(claimedFileTypeOf('setup.exe')).toBe('application/octet-stream');
  });
});
