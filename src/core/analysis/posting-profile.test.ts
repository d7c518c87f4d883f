import { describe, expect, it } from 'vitest';
import { profilePosting } from './posting-profile';

const names = (text: string, title: string) =>
  profilePosting(text, title).skills.map(({ skill }) => skill.name);

describe('profilePosting: skills', () => {
  // From an NHS posting (nhsjobs-916244411).
  const text = [
    'Following an internal promotion, we are now looking to recruit a Financial Accountant to join the Finance team.',
    'Requirements',
    '- CCAB qualified, with advanced Microsoft Excel skills.',
    '- You will report to the Project Manager of the ledger upgrade.',
  ].join('\n');

  it('reads the title as the skill of the job', () => {
    expect(names(text, 'Financial Accountant')).toContain('Financial accounting');
  });

  it('does not read a role named in the text as a skill asked', () => {
    const found = names(text, 'Finance Officer');
    expect(found).not.toContain('Financial accounting');
    expect(found).not.toContain('Project management');
    expect(found).toEqual(expect.arrayContaining(['CCAB', 'Microsoft Excel']));
  });

  it('finds the plural of a Greek "-sis" name', () => {
    // From a TTS posting (join-tts-information_technology_specialist_gs13).
    const duty =
      'Duties\n- Engages with customer agencies to perform needs analyses to define opportunities.';
    expect(names(duty, 'IT Specialist')).toContain('Needs assessment');
  });

  it("asks for what an untitled posting names, and nothing its employer's description names", () => {
    // After an NHS posting (nhsjobs-916245074): no headings, a company paragraph, then the duties.
    const untitled = [
      'Deepdene Care is a national mental health provider operating five homes nationwide, offering high quality care.',
      '',
      'Duties will include food preparation and meeting dietary requirements.',
    ].join('\n');
    const importance = new Map(
      profilePosting(untitled, 'Chef').skills.map(({ skill, importance }) => [skill.name, importance]),
    );
    expect(importance.has('Mental health')).toBe(false);
    expect(importance.get('Food preparation')).toBe('required');
  });
});
