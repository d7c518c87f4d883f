import { describe, expect, it } from 'vitest';
import { type Finding, refusalMessage, riskLevelOf, uniqueFindings } from './finding';

const finding = (
  severity: Finding['severity'],
  kind: string,
  message = 'This file contains x.',
): Finding => ({
  severity,
  kind,
  message,
});

describe('findings', () => {
  it('turns a finding into the refusal sentence shown on upload', () => {
    expect(
      refusalMessage(
        finding('high', 'macro', 'This Word file contains macros, which can run code on your computer.'),
      ),
    ).toBe('This file was refused: it contains macros, which can run code on your computer.');
    expect(
      refusalMessage(finding('high', 'javascript', 'This PDF contains JavaScript, which can run code.')),
    ).toBe('This file was refused: it contains JavaScript, which can run code.');
    expect(refusalMessage(finding('high', 'zip-bomb', 'This file is built to expand.'))).toBe(
      'This file was refused: it is built to expand.',
    );
  });

  it('rates the risk by the worst finding', () => {
    expect(riskLevelOf([])).toBe('low');
    expect(riskLevelOf([finding('low', 'a'), finding('medium', 'b')])).toBe('medium');
    expect(riskLevelOf([finding('medium', 'b'), finding('high', 'c')])).toBe('high');
  });

  it('keeps one finding per kind, the most severe', () => {
    const unique = uniqueFindings([finding('medium', 'a'), finding('high', 'a'), finding('low', 'b')]);
    expect(unique.map((f) => `${f.kind}:${f.severity}`)).toEqual(['a:high', 'b:low']);
  });
});
