import { beforeAll, describe, expect, it } from 'vitest';
import { splitSections } from '../../ingest/sections';
import { appendSkills } from './append-skills';
import { type CorpusResume, ingestedResume, textResume } from './test-corpus';

const outline = (text: string) => splitSections(text).map((section) => `${section.type}:${section.title}`);

describe('appendSkills in the section’s own style', () => {
  it('adds a labelled line under labelled lines (hr-helper: "Databases: ...")', () => {
    const resume = textResume('hr-helper-sample_resume.txt');
    const result = appendSkills(resume.text, ['Kubernetes', 'Jira', 'docker']);
    expect(result.trimEnd().split('\n').at(-1)).toBe('Additional: Jira');
    expect(outline(result)).toEqual(outline(resume.text));
  });

  it('adds a marked line under "- Category: ..." lines (soupboss sample)', () => {
    const resume = textResume('soupboss-sample_resume.txt');
    const result = appendSkills(resume.text, ['Ansible', 'jira']);
    expect(result).toContain('- Tools: Git, JIRA, Jenkins, Linux/Unix\n- Additional: Ansible\n');
    expect(outline(result)).toEqual(outline(resume.text));
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

  it('appends a SKILLS section when its skills lines are glued to the next heading (resume dataset)', () => {
    const resume = textResume('updatedresumedataset-row092-advocate.txt');
    const result = appendSkills(resume.text, ['Contract Law']);
    expect(result.endsWith('\n\nSKILLS\nContract Law')).toBe(true);
    expect(outline(result)).toEqual([...outline(resume.text), 'skills:SKILLS']);
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

describe('appendSkills keeps the sections of real resumes', () => {
  const resumes: CorpusResume[] = [];
  beforeAll(async () => {
    for (const file of [
      'docx/soupboss-01-office_coordinator.docx',
      'pdf/moderncv-template_banking_red.pdf',
      'pdf/livecareer-accountant-10674770.pdf',
      'pdf/awesome-cv-cv.pdf',
      'pdf/soupboss-devops-engineer-resume-example.pdf',
    ])
      resumes.push(await ingestedResume(file));
  });

  it('adds the skills into the existing skills section, nothing else moves', () => {
    for (const resume of resumes) {
      const result = appendSkills(resume.text, ['Kubernetes', 'Jira']);
      expect(outline(result), resume.name).toEqual(outline(resume.text));
      expect(result).toMatch(/Kubernetes/);
      expect(appendSkills(result, ['Kubernetes', 'Jira'])).toBe(result);
    }
  });
});
