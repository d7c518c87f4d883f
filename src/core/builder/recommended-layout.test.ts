import { describe, expect, it } from 'vitest';
import type { BackgroundCategory, BuilderProfile, CareerStage } from './builder-data';
import { builderLayoutLabels, builderLayouts, recommendedLayout } from './recommended-layout';

const profile = (careerStage: CareerStage, backgroundCategory: BackgroundCategory): BuilderProfile => ({
  careerStage,
  backgroundCategory,
  transitionType: 'same-field',
  targetIndustry: '',
  targetRole: '',
});

describe('recommendedLayout', () => {
  it.each([
    ['mid', 'creative', 'creative'],
    ['mid', 'technical', 'technical'],
    ['senior', 'corporate', 'executive'],
    ['entry', 'academic', 'simple'],
    ['mid', 'corporate', 'modern'],
    ['changer', 'startup', 'modern'],
    // Precedence: the background before the stage, technical before senior and entry.
    ['senior', 'creative', 'creative'],
    ['entry', 'creative', 'creative'],
    ['senior', 'technical', 'technical'],
    ['entry', 'technical', 'technical'],
  ] as const)('%s + %s -> %s', (stage, background, layout) => {
    expect(recommendedLayout(profile(stage, background))).toBe(layout);
  });

  it('labels every layout as its tab reads', () => {
    expect(builderLayouts.map((layout) => builderLayoutLabels[layout])).toEqual([
      'Modern',
      'Simple',
      'Creative',
      'Technical',
      'Executive',
    ]);
  });
});
