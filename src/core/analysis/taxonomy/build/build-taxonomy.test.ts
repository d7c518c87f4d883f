import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Skill } from '../../types';
import { curatedGuards, curatedSkills, excludedNames } from '../curated-skills';
import { phraseKey } from '../tokenize';
import { buildTaxonomy, serializeTaxonomy, type TaxonomyData } from './build-taxonomy';
import { mergeSkills } from './merge-skills';

// The checked-in file equals a fresh build from the O*NET and ESCO files: `npm run taxonomy:check`
// (scripts/build-taxonomy.ts --check), which needs the data sets beside the repository.

const checkedInText = readFileSync(path.resolve(import.meta.dirname, '../skills.json'), 'utf8');
const checkedIn = JSON.parse(checkedInText) as TaxonomyData;

describe('the checked-in skills.json', () => {
  it('is laid out as the build script writes it', () => {
    expect(serializeTaxonomy(checkedIn)).toBe(checkedInText);
  });

  it('has no curated name or alias claimed by two curated skills', () => {
    const merged = mergeSkills({
      curated: curatedSkills,
      generated: [],
      excluded: excludedNames,
      curatedGuards,
      english: new Set(),
    });
    expect(merged.conflicts).toEqual([]);
  });

  it('names each skill once, and gives each spelling to one skill', () => {
    const names = checkedIn.skills.map((skill) => skill.name);
    expect(new Set(names).size).toBe(names.length);
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const skill of checkedIn.skills)
      for (const surface of [skill.name, ...skill.aliases]) {
        const known = owner.get(phraseKey(surface));
        if (known !== undefined && known !== skill.name) clashes.push(`${surface}: ${known} / ${skill.name}`);
        owner.set(phraseKey(surface), skill.name);
      }
    expect(clashes).toEqual([]);
  });

  it('holds the curated list: every curated skill, its category, its spellings and its guards', () => {
    const byName = new Map(checkedIn.skills.map((skill) => [skill.name, skill]));
    const spellingsOf = (skill: Skill) => new Set([skill.name, ...skill.aliases].map(phraseKey));
    const missing: string[] = [];
    for (const curated of curatedSkills) {
      const found = byName.get(curated.name);
      if (!found || found.category !== curated.category) {
        missing.push(`${curated.name} (${curated.category})`);
        continue;
      }
      // An alias differing only in case or punctuation ("Objective C") is the same spelling as the name.
      const spellings = spellingsOf(found);
      for (const alias of curated.aliases)
        if (!spellings.has(phraseKey(alias))) missing.push(`${alias} of ${curated.name}`);
      for (const surface of [found.name, ...found.aliases]) {
        const guard = curatedGuards.get(surface);
        if (guard && checkedIn.guards[surface] !== guard) missing.push(`guard of ${surface}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/** A few rows in the layout of O*NET 29.2's technology_skills.tsv. */
const onetTechnologySkills = [
  'O*NET-SOC Code\tExample\tCommodity Code\tCommodity Title\tHot Technology\tIn Demand',
  '15-1252.00\tOracle Java\t43232408\tObject or component oriented development software\tY\tY',
  '15-1242.00\tOracle Database\t43232605\tData base management system software\tY\tY',
  '43-3031.00\tOracle PeopleSoft\t43231602\tEnterprise resource planning ERP software\tY\tN',
  '15-1252.00\tAdobe Dreamweaver\t43232408\tWeb platform development software\tY\tN',
  '27-1024.00\tAdobe Photoshop\t43232102\tGraphics or photo imaging software\tY\tN',
  '27-1024.00\tAdobe Illustrator\t43232102\tGraphics or photo imaging software\tY\tN',
  '49-9071.00\tComputerized maintenance management system CMMS\t43232304\tFacilities management software\tN\tY',
  '13-2011.00\tAccounting software\t43231601\tAccounting software\tN\tY',
  '13-1071.00\tApplicant tracking software\t43231505\tHuman resources software\tN\tY',
  '15-1244.00\tLantern\t43233004\tNetwork monitoring software\tY\tN',
  '11-1021.00\tZylo Planner\t43231507\tProject management software\tN\tN',
  '11-1021.00\tWidgetly Board\t43231507\tProject management software\tN\tN',
  '13-1111.00\tWidgetly Board\t43231507\tProject management software\tN\tN',
  '13-1161.00\tWidgetly Board\t43231507\tProject management software\tN\tN',
].join('\n');

/** O*NET's occupation_data.tsv: its lower-case words are the "English" words of the build. */
const onetOccupations = [
  'O*NET-SOC Code\tTitle\tDescription',
  '15-1244.00\tNetwork Administrators\tcarry a lantern into the server room and keep the network running',
].join('\n');

/** A few rows in the layout of ESCO's skills_en.csv. */
const escoSkills = [
  'conceptUri,reuseLevel,preferredLabel,altLabels',
  'http://data.europa.eu/esco/skill/1,cross-sector,identify available services,"establish available services\nidentify available services"',
  'http://data.europa.eu/esco/skill/2,cross-sector,perform toxicological studies,"carry out toxicological studies"',
  'http://data.europa.eu/esco/skill/3,sector-specific,toxicology,"toxicological science"',
  'http://data.europa.eu/esco/skill/4,sector-specific,constitutional law,"constitutional legislation"',
  'http://data.europa.eu/esco/skill/5,transversal,write Armenian,"correspond in written Armenian"',
  'http://data.europa.eu/esco/skill/6,transversal,Armenian,"Armenian language"',
  'http://data.europa.eu/esco/skill/7,sector-specific,pharmacokinetics,',
  'http://data.europa.eu/esco/skill/8,transversal,time management,"manage time\ntime-management"',
].join('\n');

describe('buildTaxonomy on a small O*NET and ESCO sample', () => {
  const built = buildTaxonomy({ onetTechnologySkills, onetOccupations, escoSkills });
  const curatedNames = new Set(curatedSkills.map((skill) => skill.name));
  const generated = built.skills.filter((skill) => !curatedNames.has(skill.name));
  const named = (name: string) => built.skills.find((skill) => skill.name === name);

  it('gives the same file every time', () => {
    expect(serializeTaxonomy(buildTaxonomy({ onetTechnologySkills, onetOccupations, escoSkills }))).toBe(
      serializeTaxonomy(built),
    );
    expect(built.conflicts).toEqual([]);
  });

  it('turns vendor-long product names into the names people write', () => {
    // Oracle and Adobe start three products each: vendors. "Oracle Java" is the curated Java again.
    expect(named('Java')?.aliases).toContain('Oracle Java');
    expect(named('Oracle Java')).toBeUndefined();
    expect(named('Dreamweaver')).toEqual({
      name: 'Dreamweaver',
      category: 'framework',
      aliases: ['Adobe Dreamweaver'],
    });
    // An acronym spelled by the words before it is the name.
    expect(named('CMMS')?.aliases).toEqual(['Computerized maintenance management system']);
  });

  it('keeps products in demand or used by three occupations, and no class of software nor English word', () => {
    expect(named('Widgetly Board')?.category).toBe('tool');
    expect(named('Zylo Planner')).toBeUndefined();
    expect(named('Accounting software')).toBeUndefined();
    expect(named('Applicant tracking')).toBeUndefined();
    // "lantern" is an everyday word of the occupation texts.
    expect(named('Lantern')).toBeUndefined();
  });

  it('guards a one-word generated product so it needs its casing and a technical neighbour', () => {
    expect(built.guards.Dreamweaver).toBe('exact-case+context');
  });

  it('keeps ESCO knowledge names, shown capitalised, and leaves task phrases out', () => {
    expect(named('Toxicology')).toEqual({
      name: 'Toxicology',
      category: 'domain',
      aliases: ['toxicological science'],
    });
    expect(named('Constitutional law')?.category).toBe('domain');
    expect(named('Pharmacokinetics')?.category).toBe('domain');
    // "write Armenian" shows Armenian is a language; the task itself is no skill.
    expect(named('Armenian')?.category).toBe('language');
    const names = generated.map((skill) => skill.name.toLowerCase());
    for (const task of ['identify available services', 'perform toxicological studies', 'write armenian'])
      expect(names).not.toContain(task);
  });

  it('adds nothing the curated list already names', () => {
    // "time management" is curated: the ESCO row is that skill again.
    expect(
      built.skills.filter((skill) => phraseKey(skill.name) === phraseKey('time management')),
    ).toHaveLength(1);
    expect(generated.map((skill) => skill.name).sort()).toEqual([
      'Armenian',
      'CMMS',
      'Constitutional law',
      'Dreamweaver',
      'Pharmacokinetics',
      'Toxicology',
      'Widgetly Board',
    ]);
  });
});

describe('mergeSkills', () => {
  const skill = (name: string, aliases: string[] = [], category: Skill['category'] = 'tool'): Skill => ({
    name,
    category,
    aliases,
  });
  const merge = (curated: Skill[], generated: Skill[][], excluded: string[] = []) =>
    mergeSkills({ curated, generated, excluded, curatedGuards: new Map(), english: new Set(['lantern']) });

  it('reports a curated name or alias claimed twice', () => {
    const merged = merge([skill('Kubernetes', ['k8s']), skill('K8s'), skill('Helm', ['k8s'])], []);
    expect(merged.conflicts).toEqual(['K8s', 'k8s (Helm)']);
  });

  it('gives each spelling to its first claimant: curated, then the sources in order', () => {
    const merged = merge(
      [skill('Kubernetes', ['k8s'])],
      [
        [skill('K8s Dashboard', ['Kubernetes']), skill('Rancher')],
        [skill('Rancher', ['Rancher Labs', 'RKE'])],
      ],
    );
    // "K8s Dashboard" shares a spelling with Kubernetes: too close to keep. The second Rancher is the first
    // again, and lends it only the longer forms of its name.
    expect(merged.skills.map((found) => found.name)).toEqual(['Kubernetes', 'Rancher']);
    expect(merged.skills.find((found) => found.name === 'Rancher')?.aliases).toEqual(['Rancher Labs']);
  });

  it('leaves out excluded names and sorts by name', () => {
    const merged = merge([], [[skill('Zed'), skill('LinkedIn'), skill('Atom')]], ['LinkedIn']);
    expect(merged.skills.map((found) => found.name)).toEqual(['Atom', 'Zed']);
  });

  it('keeps a one-letter name only when it is curated', () => {
    const merged = merge([skill('R', [], 'programming')], [[skill('J'), skill('Jira')]]);
    expect(merged.skills.map((found) => found.name)).toEqual(['Jira', 'R']);
  });
});
