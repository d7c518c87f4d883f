import { describe, expect, it } from 'vitest';
import { builderDataSchema } from './builder-data';
import { emptyBuilderData, newEducation, newExperience, readBuilderData } from './new-builder-data';

describe('emptyBuilderData', () => {
  it('holds one empty experience card with one achievement row and one empty education card', () => {
    const data = emptyBuilderData();
    expect(builderDataSchema.parse(data)).toEqual(data);
    expect(data.experience).toHaveLength(1);
    expect(data.experience[0]?.achievements).toEqual(['']);
    expect(data.education).toHaveLength(1);
    expect(data.profile).toEqual({
      careerStage: 'mid',
      transitionType: 'same-field',
      backgroundCategory: 'corporate',
      targetIndustry: '',
      targetRole: '',
    });
    expect(data.skills).toEqual({ technical: [], soft: [], languages: [], certifications: [] });
    expect(data.summary.text).toBe('');
  });

  it('gives new cards new ids', () => {
    expect(newExperience().id).not.toBe(newExperience().id);
    expect(newEducation().id).not.toBe(newEducation().id);
    expect(emptyBuilderData().experience[0]?.id).toMatch(/^[\w-]{21}$/u);
  });
});

describe('readBuilderData', () => {
  it('reads back what was stored', () => {
    const data = emptyBuilderData();
    data.contact.fullName = 'Jane Doe';
    data.experience[0] = { ...newExperience(), jobTitle: 'Analyst', startDate: '2021-03', current: true };
    expect(readBuilderData(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });

  it('gives undefined for anything that does not fit, instead of throwing', () => {
    const data = emptyBuilderData();
    expect(readBuilderData(null)).toBeUndefined();
    expect(readBuilderData('{"profile":')).toBeUndefined();
    expect(readBuilderData({ ...data, profile: { ...data.profile, careerStage: 'guru' } })).toBeUndefined();
    expect(
      readBuilderData({ ...data, experience: [{ ...newExperience(), startDate: 'March 2021' }] }),
    ).toBeUndefined();
    const { summary: _summary, ...withoutSummary } = data;
    expect(readBuilderData(withoutSummary)).toBeUndefined();
  });
});
