import { bulletVariations } from '@core/analysis/rewrite/bullet-variations';
import { bulletVariationSchema } from '@shared/api/analysis';
import { sampleResumeText } from '@test/builders/test-resume';
import { describe, expect, it } from 'vitest';
import { modelBulletsAnswerSchema } from './answers';
import { mergeModelBullets } from './merge-bullets';

const resume = sampleResumeText('staff-accountant');
const engine = bulletVariations(resume, ['month-end close', 'reconciliations']);
const context = { resumeText: resume.text, sections: resume.sections };
const statements = '• Prepared monthly financial statements and bank reconciliations for client review';
const body = 'Prepared monthly financial statements and bank reconciliations for client review';

const merge = (bullets: unknown[], builtIn = engine) =>
  mergeModelBullets(builtIn, modelBulletsAnswerSchema.parse({ bullets }), context);
const ofModel = (result: ReturnType<typeof merge>) =>
  result.variations.filter((entry) => entry.source === 'model');

describe('mergeModelBullets', () => {
  it('offers a real bullet’s variations as the model’s, bodies without the marker; a new verb alone is none', () => {
    const result = merge([
      {
        original: statements,
        variations: [
          `${body.replace('Prepared', 'Delivered')}`,
          'Prepared [N] monthly financial statements and bank reconciliations for client review',
          '- Prepared monthly financial statements and [N] bank reconciliations for client review',
        ],
      },
    ]);
    const [entry] = ofModel(result);
    expect(entry).toEqual({
      original: statements,
      variations: [
        'Prepared [N] monthly financial statements and bank reconciliations for client review',
        'Prepared monthly financial statements and [N] bank reconciliations for client review',
      ],
      selected: null,
      source: 'model',
    });
    expect(bulletVariationSchema.parse(entry)).toEqual(entry);
  });

  it('placeholders an invented figure and drops a variation that invents a name, tool, date or degree', () => {
    const result = merge([
      {
        original: body,
        variations: [
          `${body} at Google`,
          `${body} in SAP`,
          `${body} from 2019 to 2023`,
          `${body} with a Master's degree`,
          'Prepared 40 monthly financial statements and bank reconciliations for client review',
          'Prepared monthly financial statements and 12 bank reconciliations for client review',
        ],
      },
    ]);
    expect(ofModel(result)[0]?.variations).toEqual([
      'Prepared [N] monthly financial statements and bank reconciliations for client review',
      'Prepared monthly financial statements and [N] bank reconciliations for client review',
    ]);
  });

  it('leaves the engine’s variations when fewer than two of the model’s pass', () => {
    const engineEntry = engine[0];
    expect(engineEntry).toBeDefined();
    const result = merge([
      {
        original: engineEntry?.original,
        variations: [`${engineEntry?.original} at Google`, 'Completely different text about Kubernetes'],
      },
    ]);
    expect(ofModel(result)).toEqual([]);
    expect(result.variations).toEqual(engine);
    expect(result.dropped[0]).toMatchObject({ reason: 'too-few-variations' });
    expect(result.dropped[0]?.detail).toEqual(expect.arrayContaining(['organisation: Google']));
  });

  it('drops a bullet the resume does not have, and two variations that differ in their verb alone', () => {
    const result = merge([
      { original: '• Led the SAP migration for 12 plants', variations: ['Led it', 'Ran it'] },
      {
        original: statements,
        variations: [
          'Delivered monthly financial statements and bank reconciliations for client review',
          'Produced monthly financial statements and bank reconciliations for client review',
        ],
      },
    ]);
    expect(ofModel(result)).toEqual([]);
    expect(result.dropped.map((entry) => entry.reason)).toEqual(['not-a-bullet', 'too-few-variations']);
  });

  it('takes the engine’s place for the same bullet and keeps 20 bullets at most', () => {
    const original = engine[0]?.original as string;
    const result = merge([
      {
        original,
        variations: [
          'Enabled the internal audit team to complete [N] annual audits',
          'Supported the internal audit team to complete annual audits',
        ],
      },
    ]);
    expect(result.variations.map((entry) => entry.original)).toEqual(engine.map((entry) => entry.original));
    expect(result.variations[0]).toMatchObject({ source: 'model' });
    expect(result.added).toBe(1);
    const many = mergeModelBullets(
      Array.from({ length: 25 }, (_, index) => ({
        original: `b${index}`,
        variations: ['x', 'y'],
        selected: null,
      })),
      { bullets: [] },
      context,
    );
    expect(many.variations).toHaveLength(20);
  });
});
