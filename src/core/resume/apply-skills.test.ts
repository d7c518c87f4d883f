import { splitSections } from '@core/ingest/sections';
import type { ResumeDocument } from '@shared/resume-document';
import { sampleResumeNames } from '@test/builders/resume-markup';
import { resumeFromMarkup, sampleResumeForms, sampleResumeText } from '@test/builders/test-resume';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyOptimizations } from './apply-optimizations';
import { buildResumeDocument, resumeDocumentOfText } from './build-document';
import { renderText } from './render-text';

/** Skills added to a resume's document, written out as plain text. */
const withSkills = (document: ResumeDocument, skills: string[]) =>
  renderText(applyOptimizations(document, { skills, replacements: [], bullets: [] }).document);
const ofText = (text: string) => resumeDocumentOfText(text);
const outline = (text: string) => splitSections(text).map((section) => `${section.type}:${section.title}`);

describe('skills join the list of their kind in real resumes', () => {
  it('a tool joins the list holding tools, whatever its label; skills any list names are skipped', () => {
    const resume = resumeFromMarkup(`# John Doe
john.doe@example.com

## Skills
Languages: Python, TypeScript, SQL
Infrastructure: AWS, Docker, Kubernetes
Databases: PostgreSQL, Redis`);
    const result = withSkills(ofText(resume.text), ['Kubernetes', 'Jira', 'docker']);
    expect(result.trimEnd().split('\n').slice(-3)).toEqual([
      'Languages: Python, TypeScript, SQL',
      'Infrastructure: AWS, Docker, Kubernetes, Jira',
      'Databases: PostgreSQL, Redis',
    ]);
  });

  it('never glues a tool onto a list of frameworks (the "Web Frameworks … Django, Kubernetes" bug)', () => {
    const text = 'Jane Doe\njane@example.com\n\nSKILLS\nTools: Git, Jenkins\nWeb Frameworks: Flask, Django\n';
    const result = withSkills(ofText(text), ['Kubernetes', 'FastAPI']);
    expect(result).toContain('\nTools: Git, Jenkins, Kubernetes\n');
    expect(result).toContain('\nWeb Frameworks: Flask, Django, FastAPI\n');
  });

  it('reads "- Label: ..." lists and keeps the skills inside their section, not at the end of the text', () => {
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
    const result = withSkills(ofText(resume.text), ['Ansible', 'jira']);
    expect(result).toContain('Tools: Git, JIRA, Jenkins, Linux/Unix, Ansible\n');
    expect(result.trimEnd().endsWith('AWS Certified Solutions Architect')).toBe(true);
    expect(outline(result)).toEqual(outline(resume.text));
  });

  it('extends a list separated by pipes with a pipe, the tools among the tools', () => {
    const resume = sampleResumeText('staff-accountant');
    const result = withSkills(ofText(resume.text), ['SAP', 'netsuite']);
    expect(result).toContain('| Bill.com | Expensify | SAP\n');
    expect(result.match(/NetSuite/giu)?.length).toBe(resume.text.match(/NetSuite/giu)?.length);
  });

  it('puts a programming language with the programming languages, not in a spoken-languages section', () => {
    const resume = sampleResumeText('student-intern');
    const result = withSkills(ofText(resume.text), ['Kotlin', 'French']);
    expect(result).toContain('\nLanguages: Java, Python, TypeScript, JavaScript, C, SQL, Kotlin\n');
    expect(result.trimEnd().endsWith('English (native), Spanish (fluent), French')).toBe(true);
  });

  it('extends an inline list, a list of one skill a line and a "Skills:" line', () => {
    expect(withSkills(ofText('Jane Doe\n\nSKILLS\nExcel, Word, Outlook\n'), ['SAP'])).toBe(
      'Jane Doe\n\nSKILLS\nExcel, Word, Outlook, SAP\n',
    );
    // The builder reads one skill a line as one list: the new skills join it.
    expect(withSkills(ofText('Jane Doe\n\nSkills\n• Typing\n• Filing'), ['Scheduling', 'Payroll'])).toBe(
      'Jane Doe\n\nSkills\nTyping, Filing, Scheduling, Payroll\n',
    );
    expect(withSkills(ofText('Jane Doe\n\nSkills: Java, Python\n\nEducation\nBSc'), ['Go'])).toContain(
      'Java, Python, Go',
    );
  });

  it('adds a SKILLS section joined by bullets when there is none (core spec §7)', () => {
    expect(withSkills(ofText('Jane Doe\n\nEXPERIENCE\nNurse, 2019 - 2023\n'), ['Triage', 'EHR'])).toBe(
      'Jane Doe\n\nEXPERIENCE\nNurse | 2019 - 2023\n\nSKILLS\nTriage • EHR\n',
    );
  });

  it('skips skills already listed, any case, and is idempotent', () => {
    const document = ofText('Jane Doe\n\nSKILLS\nExcel, Word\n');
    expect(withSkills(document, ['excel', ' WORD '])).toBe(renderText(document));
    const once = withSkills(document, ['SAP', 'sap', 'Tableau']);
    expect(once).toBe('Jane Doe\n\nSKILLS\nExcel, Word, SAP, Tableau\n');
    expect(withSkills(ofText(once), ['SAP', 'sap', 'Tableau'])).toBe(once);
  });
});

describe('skills added to the sample resumes, uploaded as text, PDF and Word', () => {
  const documents: { name: string; document: ResumeDocument }[] = [];
  beforeAll(async () => {
    for (const name of sampleResumeNames)
      for (const [form, resume] of await sampleResumeForms(name))
        documents.push({ name: `${name} (${form})`, document: buildResumeDocument(resume) });
  });

  it('go into a skills section, change one list each at most, and are idempotent', () => {
    const skills = ['Terraform', 'Salesforce'];
    for (const { name, document } of documents) {
      const optimized = applyOptimizations(document, { skills, replacements: [], bullets: [] }).document;
      const result = renderText(optimized);
      for (const skill of skills) {
        const sections = optimized.sections.filter((section) => JSON.stringify(section).includes(skill));
        expect(
          sections.map((section) => section.type),
          `${name}: ${skill}`,
        ).toEqual(['skills']);
      }
      expect(outline(result), name).toEqual(outline(renderText(document)));
      const before = renderText(document).split('\n');
      const after = result.split('\n');
      expect(after.filter((line) => !before.includes(line)).length, name).toBeLessThanOrEqual(skills.length);
      expect(applyOptimizations(optimized, { skills, replacements: [], bullets: [] }).document, name).toEqual(
        optimized,
      );
    }
  });
});
