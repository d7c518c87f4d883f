import { describe, expect, it } from 'vitest';
import { type BuilderProfile, type BuilderSkills, backgroundCategories, careerStages } from './builder-data';
import {
  achievementOpeners,
  addSkill,
  removeSkill,
  skillSuggestions,
  softSkillsByStage,
  technicalSkillsByBackground,
} from './skill-lists';

const profile: BuilderProfile = {
  careerStage: 'mid',
  transitionType: 'same-field',
  backgroundCategory: 'technical',
  targetIndustry: '',
  targetRole: '',
};
const noSkills: BuilderSkills = { technical: [], soft: [], languages: [], certifications: [] };

describe('addSkill', () => {
  it('adds the trimmed skill at the end', () => {
    expect(addSkill(['Python'], '  Docker ')).toEqual(['Python', 'Docker']);
  });

  it('ignores an empty skill or one already listed (case-insensitively), returning the same list', () => {
    const list = ['Python', 'Docker'];
    expect(addSkill(list, '   ')).toBe(list);
    expect(addSkill(list, 'python')).toBe(list);
    expect(addSkill(list, ' DOCKER ')).toBe(list);
  });
});

describe('removeSkill', () => {
  it('removes the skill, and leaves a list without it as it is', () => {
    const list = ['Python', 'Docker', 'Git'];
    expect(removeSkill(list, 'Docker')).toEqual(['Python', 'Git']);
    expect(removeSkill(list, 'Rust')).toBe(list);
  });
});

describe('skillSuggestions', () => {
  it('suggests technical skills by background and soft skills by career stage', () => {
    const suggested = skillSuggestions(profile, noSkills);
    expect(suggested.technical).toEqual(technicalSkillsByBackground.technical);
    expect(suggested.technical).toContain('Kubernetes');
    expect(suggested.soft).toEqual(softSkillsByStage.mid);
    const creative = skillSuggestions(
      { ...profile, backgroundCategory: 'creative', careerStage: 'senior' },
      noSkills,
    );
    expect(creative.technical).toContain('Adobe Illustrator');
    expect(creative.soft).toContain('Strategic Planning');
  });

  it('hides the ones already chosen in the same list, case-insensitively', () => {
    const suggested = skillSuggestions(profile, {
      ...noSkills,
      technical: ['python', 'Docker'],
      soft: ['mentoring'],
    });
    expect(suggested.technical).not.toContain('Python');
    expect(suggested.technical).not.toContain('Docker');
    expect(suggested.technical).toContain('TypeScript');
    expect(suggested.soft).not.toContain('Mentoring');
    // A soft skill chosen does not hide a technical suggestion of the same name.
    expect(skillSuggestions(profile, { ...noSkills, soft: ['SQL'] }).technical).toContain('SQL');
  });

  it('has 8 to 10 technical skills for every background and 6 to 8 soft skills for every stage, each once', () => {
    for (const background of backgroundCategories) {
      const list = technicalSkillsByBackground[background];
      expect(list.length, background).toBeGreaterThanOrEqual(8);
      expect(list.length, background).toBeLessThanOrEqual(10);
      expect(new Set(list).size, background).toBe(list.length);
    }
    for (const stage of careerStages) {
      const list = softSkillsByStage[stage];
      expect(list.length, stage).toBeGreaterThanOrEqual(6);
      expect(list.length, stage).toBeLessThanOrEqual(8);
      expect(new Set(list).size, stage).toBe(list.length);
    }
  });
});

describe('achievementOpeners', () => {
  it('suggests openers that fit the stage, 6 to 8 each, without trailing spaces', () => {
    expect(achievementOpeners('entry')).toEqual(expect.arrayContaining(['Assisted in', 'Contributed to']));
    expect(achievementOpeners('senior')).toEqual(expect.arrayContaining(['Led', 'Directed']));
    for (const stage of careerStages) {
      const openers = achievementOpeners(stage);
      expect(openers.length, stage).toBeGreaterThanOrEqual(6);
      expect(openers.length, stage).toBeLessThanOrEqual(8);
      for (const opener of openers) expect(opener).toBe(opener.trim());
    }
  });

  it('gives a copy the caller may change', () => {
    achievementOpeners('mid').push('Oops');
    expect(achievementOpeners('mid')).not.toContain('Oops');
  });
});
