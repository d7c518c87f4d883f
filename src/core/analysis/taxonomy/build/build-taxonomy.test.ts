import { readFileSync } from 'node:fs';
import path from 'node:path';
import { skillsDataDir } from '@core/testing/corpus-dir';
import { describe, expect, it } from 'vitest';
import { buildTaxonomy, serializeTaxonomy, type TaxonomySources } from './build-taxonomy';

const read = (name: string) => readFileSync(path.join(skillsDataDir, name), 'utf8');

describe('buildTaxonomy', () => {
  const sources: TaxonomySources = {
    onetTechnologySkills: read('onet-29.2-technology_skills.tsv'),
    onetOccupations: read('onet-29.2-occupation_data.tsv'),
    escoSkills: read('esco-skills_en.csv'),
  };

  it('gives the same file every time, and that file is the one checked in', () => {
    const first = serializeTaxonomy(buildTaxonomy(sources));
    const second = serializeTaxonomy(buildTaxonomy(sources));
    expect(second).toBe(first);
    const checkedIn = readFileSync(path.resolve(import.meta.dirname, '../skills.json'), 'utf8');
    // If this fails, the curated list changed without `npx tsx scripts/build-taxonomy.ts`.
    expect(first).toBe(checkedIn);
  });

  it('has no curated name or alias claimed by two skills', () => {
    expect(buildTaxonomy(sources).conflicts).toEqual([]);
  });

  it('turns vendor-long product names into the names people write', () => {
    const { skills } = buildTaxonomy(sources);
    const named = (name: string) => skills.find((skill) => skill.name === name);
    expect(named('Java')?.aliases).toContain('Oracle Java');
    expect(named('Dreamweaver')?.aliases).toContain('Adobe Dreamweaver');
    expect(named('CMMS')?.aliases).toContain('Computerized maintenance management system');
    // A class of software is no product.
    expect(named('Accounting software')).toBeUndefined();
    expect(named('Applicant tracking')).toBeUndefined();
  });

  it('keeps ESCO knowledge names, shown capitalised, and leaves task phrases out', () => {
    const names = new Set(buildTaxonomy(sources).skills.map((skill) => skill.name));
    for (const name of ['Toxicology', 'Constitutional law', 'Armenian', 'Pharmacokinetics']) {
      expect(names, name).toContain(name);
    }
    for (const name of ['identify available services', 'perform toxicological studies', 'write Armenian']) {
      expect(names, name).not.toContain(name);
    }
  });
});
