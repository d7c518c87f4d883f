import { type ResumeDocument, resumeDocumentSchema } from '@shared/resume-document';
import { templateIds } from '@shared/template-ids';
import { describe, expect, it } from 'vitest';
import { templateById, templates } from './templates';

const headingsOf = (document: ResumeDocument | undefined) =>
  document?.sections.map((section) => section.heading) ?? [];
const countWith = (pattern: RegExp) =>
  templates.filter((template) => headingsOf(template.sample).some((heading) => pattern.test(heading))).length;

describe('the template catalogue', () => {
  it('holds the eight templates of the spec table, with their categories and popularity', () => {
    expect(templates.map((t) => [t.id, t.category, t.popularity])).toEqual([
      ['modern-minimal', 'modern', 95],
      ['executive-pro', 'traditional', 88],
      ['creative-impact', 'creative', 82],
      ['tech-stack', 'technical', 91],
      ['academic-excellence', 'academic', 78],
      ['startup-hustle', 'modern', 85],
      ['finance-focus', 'traditional', 87],
      ['healthcare-hero', 'traditional', 83],
    ]);
    expect(templates.map((t) => t.id)).toEqual([...templateIds]);
  });

  it('gives every template a name, description, preview text, features and audiences', () => {
    for (const template of templates) {
      expect(template.name.trim()).not.toBe('');
      expect(template.description.length).toBeGreaterThan(40);
      expect(template.previewText.trim()).not.toBe('');
      expect(template.features.length).toBeGreaterThanOrEqual(3);
      expect(template.recommended.length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(templates.map((t) => t.name)).size).toBe(8);
  });

  it('gives every template a valid sample resume of a different person', () => {
    for (const template of templates) {
      const sample = template.sample;
      expect(sample, template.id).toBeDefined();
      expect(resumeDocumentSchema.parse(sample)).toEqual(sample);
      const basics = sample?.basics;
      for (const field of [basics?.name, basics?.label, basics?.email, basics?.phone, basics?.location])
        expect(field?.trim(), template.id).toBeTruthy();
      const types = sample?.sections.map((section) => section.type) ?? [];
      for (const type of ['summary', 'experience', 'education', 'skills'] as const)
        expect(types, `${template.id} has ${type}`).toContain(type);
    }
    const names = templates.map((t) => t.sample?.basics.name);
    expect(new Set(names).size).toBe(8);
    expect(new Set(templates.map((t) => t.sample?.basics.email)).size).toBe(8);
  });

  it('has samples with certifications, awards, projects and publications', () => {
    expect(countWith(/certification/i)).toBeGreaterThanOrEqual(3);
    expect(countWith(/award/i)).toBeGreaterThanOrEqual(3);
    expect(countWith(/project/i)).toBeGreaterThanOrEqual(2);
    expect(countWith(/publication/i)).toBeGreaterThanOrEqual(1);
  });

  it('fits each sample to its audience', () => {
    expect(templateById('tech-stack').sample?.basics.label).toMatch(/backend engineer/i);
    expect(templateById('academic-excellence').sample?.basics.label).toMatch(/research/i);
    expect(templateById('healthcare-hero').sample?.basics.label).toMatch(/nurse/i);
    expect(templateById('finance-focus').sample?.basics.label).toMatch(/analyst/i);
    expect(templateById('executive-pro').sample?.basics.label).toMatch(/vice president/i);
    expect(templateById('creative-impact').sample?.basics.label).toMatch(/designer/i);
    expect(templateById('startup-hustle').sample?.basics.label).toMatch(/product/i);
    expect(templateById('modern-minimal').sample?.basics.label).toMatch(/marketing manager/i);
  });
});
