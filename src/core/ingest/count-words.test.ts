import { describe, expect, it } from 'vitest';
import { countWords } from './count-words';

describe('countWords', () => {
  it('counts whitespace-separated words that hold a letter or digit', () => {
    expect(countWords('Jane Doe — software engineer, 5 years.')).toBe(6);
    expect(countWords('• e-mail: jane@example.com | +33 1 23')).toBe(5);
    expect(countWords('')).toBe(0);
  });

  it('splits text written without spaces into words', () => {
    expect(countWords('张伟 软件工程师 Python 5 年')).toBe(8);
    expect(countWords('東京でソフトウェアエンジニアとして働く')).toBeGreaterThan(3);
  });

  it('stays fast on a long unbroken run of Chinese', () => {
    const started = performance.now();
    expect(countWords('软件工程师在巴黎工作'.repeat(50_000))).toBeGreaterThan(100_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
