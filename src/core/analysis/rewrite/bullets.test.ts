import { beforeAll, describe, expect, it } from 'vitest';
import { experienceBullets, splitMarker } from './bullets';
import { type CorpusResume, ingestedResume, textResume } from './test-corpus';

describe('splitMarker', () => {
  it('separates bullet markers of any kind from the text', () => {
    expect(splitMarker('• Managed office operations')).toEqual({
      marker: '•',
      body: 'Managed office operations',
    });
    expect(splitMarker('- Built RESTful APIs')).toEqual({ marker: '-', body: 'Built RESTful APIs' });
    expect(splitMarker('2. Currently working as Manager sales')).toEqual({
      marker: '2.',
      body: 'Currently working as Manager sales',
    });
    expect(splitMarker('▪Coached staff')).toEqual({ marker: '▪', body: 'Coached staff' });
    expect(splitMarker('-5% churn')).toEqual({ marker: '', body: '-5% churn' });
    expect(splitMarker('2019 - 2021')).toEqual({ marker: '', body: '2019 - 2021' });
  });
});

describe('experienceBullets of a resume with markers (soupboss sample, .txt)', () => {
  const resume = textResume('soupboss-sample_resume.txt');
  const bullets = experienceBullets(resume);

  it('lists the marked lines of experience and projects, not role lines or other sections', () => {
    const texts = bullets.map((bullet) => bullet.text);
    expect(texts).toContain('- Led development of microservices architecture serving 1M+ daily active users');
    expect(texts).toContain('- Personal Project: Built a machine learning model for stock price prediction');
    expect(texts.some((text) => text.includes('TechCorp'))).toBe(false);
    expect(texts.some((text) => text.includes('AWS Certified'))).toBe(false);
    expect(texts.some((text) => text.includes('Spanish'))).toBe(false);
  });

  it('gives each line, marker and body as the text has them', () => {
    const lines = resume.text.split('\n');
    for (const bullet of bullets) {
      expect(lines[bullet.line]?.trim()).toBe(bullet.text);
      expect(bullet.marker).toBe('-');
      expect(bullet.text).toBe(`- ${bullet.body}`);
      expect(bullet.tense).toBe('past');
    }
  });
});

describe('experienceBullets of a resume without markers (livecareer accountant, PDF)', () => {
  let resume: CorpusResume;
  beforeAll(async () => {
    resume = await ingestedResume('pdf/livecareer-accountant-10674770.pdf');
  });

  it('takes verb-led sentences and weak openings, not role, company or date lines', () => {
    const texts = experienceBullets(resume).map((bullet) => bullet.text);
    expect(texts).toContain('Performed all month end functions to produce financial statements.');
    expect(texts).toContain(
      'Responsible for ordering needed materials/supplies for factory production floor.',
    );
    expect(texts).not.toContain('Staff Accountant');
    expect(texts.some((text) => text.startsWith('January 2014 to October 2014'))).toBe(false);
    expect(texts).not.toContain('This spreadsheet is used for the year-end audit.');
  });

  it('joins wrapped lines to their bullet', () => {
    const wrapped = experienceBullets(resume).find((bullet) =>
      bullet.body.startsWith('Responsible for: negotiating'),
    );
    expect(wrapped?.lineCount).toBeGreaterThan(1);
    expect(wrapped?.whole).toMatch(/and resolving any tenant complaints or inquires\.$/);
    const single = experienceBullets(resume).find((bullet) => bullet.body.startsWith('Worked with vendors'));
    expect(single?.lineCount).toBe(1);
  });

  it('reads the tense each role uses', () => {
    const bullets = experienceBullets(resume);
    expect(bullets.find((bullet) => bullet.body.startsWith('Collect daily deposits'))?.tense).toBe('present');
    expect(bullets.find((bullet) => bullet.body.startsWith('Entered all payables'))?.tense).toBe('past');
  });
});
