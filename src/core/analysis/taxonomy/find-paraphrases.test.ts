import { describe, expect, it } from 'vitest';
import { findSkills } from './find-skills';

const paraphrased = (text: string) =>
  findSkills(text)
    .filter((mention) => mention.paraphrased)
    .map((mention) => [mention.skill.name, mention.matched]);

describe('findSkills: skills said in other words', () => {
  it.each([
    // Sentences from the corpus postings.
    [
      'Developing tooling using tools optimized for statistical and data analysis (such as R).',
      'Statistical analysis',
      'statistical and data analysis',
    ],
    ['• Documents processes and trains new staff', 'Process documentation', 'Documents processes'],
    ['Helps resolve conflicts between teams', 'Conflict resolution', 'resolve conflicts'],
    [
      '- Design and conduct experiments to test hypotheses',
      'Experimental design',
      'Design and conduct experiments',
    ],
    ['Experience in cell and molecular biology', 'Cell biology', 'cell and molecular biology'],
    ['- Ability to manage vendors and contracts', 'Vendor management', 'manage vendors'],
    ['Collect, clean, and integrate data from many sources', 'Data integration', 'integrate data'],
    ['• Conduct load tests to ensure the application is ready', 'Load testing', 'load tests'],
    [
      'Google and/or Adobe Analytics experience is preferred.',
      'Google Analytics',
      'Google and/or Adobe Analytics',
    ],
    ['Builds threat models for each service', 'Threat modeling', 'threat models'],
    [
      'responsible for clerical and reception duties associated with patient scheduling and registration',
      'Patient registration',
      'patient scheduling and registration',
    ],
    [
      '• Provides advice and consultation in the development of policies, plans, and practices',
      'Policy development',
      'development of policies',
    ],
  ])('reads "%s" as %s', (text, skill, matched) => {
    expect(paraphrased(text)).toContainEqual([skill, matched]);
  });

  it('marks the mention as paraphrased and keeps the whole line for the evidence', () => {
    const [mention] = findSkills('Analyzed the data of 40 stores').filter((found) => found.paraphrased);
    expect(mention).toMatchObject({ line: 0, text: 'Analyzed the data of 40 stores', paraphrased: true });
  });

  it.each([
    ['a job title is a person, not a skill', 'Reporting to the Account Manager', 'Management accounting'],
    ['two items of a list', 'Experience with security and compliance tooling', 'Security compliance'],
    ['two objects of a verb', 'You will drive innovation and delivery across teams', 'Delivery driving'],
    ['words across a comma', 'Security, cloud networking and identity', 'Cloud security'],
    ['words too far apart', 'Data from the warehouse is shared with the analysis team', 'Data analysis'],
    ['a noun before a noun, not a verb before its object', 'The Design System team', 'System design'],
    ['the people of an activity', 'Works with process engineers', 'Process engineering'],
    ['markets, not marketing', 'Expanding into digital markets', 'Digital marketing'],
    ['another word of the family', 'Showed accountability to management', 'Account management'],
    ['another noun after the verb', 'Managed team of medical assistants', 'Medication administration'],
    [
      'a verb where the name has a noun',
      'Chesterfield County Public Schools offers a wide variety of benefits',
      'Public offering',
    ],
    [
      'words a name already stands for',
      'Account management for government agencies',
      'Management accounting',
    ],
  ])('counts nothing for %s', (_, text, skill) => {
    expect(paraphrased(text).map(([name]) => name)).not.toContain(skill);
  });

  it("reads a role title as its holder's skill in a resume only", () => {
    const titles = 'Senior Software Engineer\nData Analyst at Acme';
    expect(findSkills(titles, { roleTitles: true }).map((mention) => mention.skill.name)).toEqual(
      expect.arrayContaining(['Software engineering', 'Data analysis']),
    );
    // In a posting, "report to the Project Manager" asks for no project management.
    expect(paraphrased('You will report to the Project Manager')).toEqual([]);
  });

  it('does not repeat a skill the line already names', () => {
    const mentions = findSkills('Data analysis: we analyze data daily');
    expect(mentions.filter((mention) => mention.skill.name === 'Data analysis')).toHaveLength(1);
  });

  it('reads no other skill in the words of a name, nor across one without a conjunction (corpus sentences)', () => {
    expect(
      paraphrased(
        'approaches such as test-driven development, continuous integration & deployment, or github',
      ),
    ).toEqual([]);
    expect(
      paraphrased('• Balance agile development with mandatory government security compliance policies'),
    ).toEqual([]);
  });

  it('never reads a guarded everyday name from a paraphrase', () => {
    expect(paraphrased('We go and chef the meals')).toEqual([]);
  });
});
