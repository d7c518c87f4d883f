import { sampleResumeNames } from '@test/builders/resume-markup';
import {
  resumeFromMarkup,
  sampleResumeFile,
  sampleResumeText,
  type TestResume,
} from '@test/builders/test-resume';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitSections } from '../../ingest/sections';
import { appendSkills } from './append-skills';

const outline = (text: string) => splitSections(text).map((section) => `${section.type}:${section.title}`);

describe('appendSkills in the section’s own style', () => {
  it('adds a labelled line under "Label: a, b" lines, skipping skills any line lists', () => {
    const resume = resumeFromMarkup(`# John Doe
john.doe@example.com

## Skills
Languages: Python, TypeScript, SQL
Infrastructure: AWS, Docker, Kubernetes
Databases: PostgreSQL, Redis`);
    const result = appendSkills(resume.text, ['Kubernetes', 'Jira', 'docker']);
    expect(result.trimEnd().split('\n').slice(-2)).toEqual([
      'Databases: PostgreSQL, Redis',
      'Additional: Jira',
    ]);
    expect(outline(result)).toEqual(outline(resume.text));
  });

  it('adds a marked line under "- Label: ..." lines, inside the section, not at the end of the text', () => {
    const resume = resumeFromMarkup(
      `# John Smith
john.smith@example.com

## Technical Skills
- Databases: PostgreSQL, MongoDB, Redis
- Tools: Git, JIRA, Jenkins, Linux/Unix

## Certifications
- AWS Certified Solutions Architect`,
      { bullet: '- ' },
    );
    const result = appendSkills(resume.text, ['Ansible', 'jira']);
    expect(result).toContain('- Tools: Git, JIRA, Jenkins, Linux/Unix\n- Additional: Ansible\n');
    expect(result.trimEnd().endsWith('- AWS Certified Solutions Architect')).toBe(true);
    expect(outline(result)).toEqual(outline(resume.text));
  });

  it('extends a list separated by pipes with a pipe', () => {
    const text = sampleResumeText('staff-accountant').text;
    const result = appendSkills(text, ['SAP', 'netsuite']);
    expect(result).toContain('| Bill.com | Expensify | SAP\n');
    expect(outline(result)).toEqual(outline(text));
  });

  it('extends the section titled "Skills", not a spoken-languages section typed as skills', () => {
    const text = sampleResumeText('student-intern').text;
    const result = appendSkills(text, ['Kotlin']);
    expect(result).toContain('Databases: PostgreSQL, MongoDB\nAdditional: Kotlin\n');
    expect(result.trimEnd().endsWith('English (native), Spanish (fluent)')).toBe(true);
  });

  it('extends an inline list and a one-per-line list', () => {
    expect(appendSkills('Jane Doe\n\nSKILLS\nExcel, Word, Outlook.\n', ['SAP'])).toBe(
      'Jane Doe\n\nSKILLS\nExcel, Word, Outlook, SAP.\n',
    );
    expect(appendSkills('Jane Doe\n\nSkills\n• Typing\n• Filing', ['Scheduling', 'Payroll'])).toBe(
      'Jane Doe\n\nSkills\n• Typing\n• Filing\n• Scheduling\n• Payroll',
    );
    expect(appendSkills('Jane Doe\n\nSkills: Java, Python\n\nEducation\nBSc', ['Go'])).toBe(
      'Jane Doe\n\nSkills: Java, Python, Go\n\nEducation\nBSc',
    );
  });

  it('appends a SKILLS section when its last skills line is glued to the next heading', () => {
    // Text extraction glued "Company Details" to the end of the skills line: that line cannot grow safely.
    const text = [
      'Jane Doe',
      'Advocate',
      '',
      'Education Details',
      'LL.B., Mumbai University, 2015',
      'Skill Details',
      'LEGAL WRITING- Exprience - 6 months',
      'LITIGATION- Exprience - 6 monthsCompany Details',
      'company - Family, Criminal in District and Session Court',
      'description - Legal consultancy services for banks',
    ].join('\n');
    expect(outline(text)).toEqual([
      'header:Header',
      'education:Education Details',
      'skills:Skill Details',
      'experience:Company Details',
    ]);
    const result = appendSkills(text, ['Contract Law']);
    expect(result).toBe(`${text}\n\nSKILLS\nContract Law`);
    expect(outline(result)).toEqual([...outline(text), 'skills:SKILLS']);
  });

  it('appends a SKILLS section joined by bullets when there is none (core spec §7)', () => {
    expect(appendSkills('Jane Doe\n\nEXPERIENCE\nNurse, 2019 - 2023\n', ['Triage', 'EHR'])).toBe(
      'Jane Doe\n\nEXPERIENCE\nNurse, 2019 - 2023\n\nSKILLS\nTriage • EHR',
    );
  });

  it('skips skills already listed, any case, and is idempotent', () => {
    const text = 'Jane Doe\n\nSKILLS\nExcel, Word\n';
    expect(appendSkills(text, ['excel', ' WORD '])).toBe(text);
    const once = appendSkills(text, ['SAP', 'sap', 'Tableau']);
    expect(once).toBe('Jane Doe\n\nSKILLS\nExcel, Word, SAP, Tableau\n');
    expect(appendSkills(once, ['SAP', 'sap', 'Tableau'])).toBe(once);
  });
});

describe('appendSkills on the sample resumes', () => {
  const resumes: TestResume[] = [];
  beforeAll(async () => {
    for (const name of sampleResumeNames)
      resumes.push(
        sampleResumeText(name),
        await sampleResumeFile(name, 'pdf'),
        await sampleResumeFile(name, 'docx'),
      );
  });

  it('adds the skills into the existing skills section, nothing else moves, and is idempotent', () => {
    for (const resume of resumes) {
      const result = appendSkills(resume.text, ['Terraform', 'Salesforce']);
      expect(outline(result), resume.name).toEqual(outline(resume.text));
      const lines = result.split('\n');
      for (const skill of ['Terraform', 'Salesforce']) {
        const at = lines.findIndex((line) => line.includes(skill));
        const section = splitSections(result).find((s) => s.startLine <= at && at <= s.endLine);
        expect(section?.type, `${resume.name}: ${skill}`).toBe('skills');
      }
      // Every line stays but the one list line that may be extended; the skills come on it or on new lines.
      const before = resume.text.split('\n');
      const kept = lines.filter((line) => !/Terraform|Salesforce/.test(line));
      const changed = before.filter((line) => !kept.includes(line));
      expect(changed.length, resume.name).toBeLessThanOrEqual(1);
      expect(appendSkills(result, ['Terraform', 'Salesforce']), resume.name).toBe(result);
    }
  });
});
