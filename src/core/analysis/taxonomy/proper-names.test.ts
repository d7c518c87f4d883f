import { describe, expect, it } from 'vitest';
import { findSkills } from './find-skills';

const names = (line: string) => findSkills(line).map((mention) => mention.skill.name);

describe('the name of an organisation, a law or a document is no mention of a skill', () => {
  it('leaves out the fields named in an office, a research unit or an act (sentences of the corpus)', () => {
    const pmo = names(
      'This position will serve as a senior member of the FedRAMP Program Management Office (PMO) working on the development of data products',
    );
    expect(pmo).toContain('Data products');
    expect(pmo).not.toContain('Program management');
    expect(names('• Working with Federal Information Security Management Act (FISMA) requirements')).toEqual([
      'FISMA',
    ]);
    const unit = names(
      'This postdoc is with the U.S. Department of Agriculture (USDA), Agricultural Research Service (ARS), Genomics and Bioinformatics Research Unit',
    );
    expect(unit).not.toContain('Genomics');
    expect(unit).not.toContain('Bioinformatics');
  });

  it('keeps a name that is the skill itself, a team, a product, and the same words in lower case', () => {
    expect(names('Solid computer skills, including Microsoft Office.')).toContain('Microsoft Office');
    expect(names('Experience working in a Customer Service or sales role')).toContain('Customer service');
    expect(names('Join our Data Science team.')).toContain('Data science');
    expect(names('Reports built with SQL Server Reporting Services')).toContain('SSRS');
    expect(names('We support program management across the office.')).toContain('Program management');
    expect(names('Data Analysis for the Program Management Office')).toEqual(['Data analysis']);
    expect(names('Budget Management and Financial Reporting for the Board')).toEqual(
      expect.arrayContaining(['Budget management', 'Financial reporting']),
    );
    expect(names('Write the Marketing Plan for each launch')).toContain('Marketing strategy');
  });
});
