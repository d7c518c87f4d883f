/**
 * Issue 29 §1: words that are also JavaScript property names ("constructor", "toString", "__proto__", "map")
 * are words like any other. A table keyed by text that is a plain object finds what Object.prototype holds
 * for them (`table["constructor"]` is the Object function): every table keyed by text is a Map or a Set
 * (lint/text-keyed-tables.grit keeps it so). Each name goes through the analysis, the resume document, its
 * renderers and exports, bullet variations and applied optimizations, the builder and JSON Resume, as values
 * and as JSON keys.
 */

import { templateIds } from '@shared/template-ids';
import { resumeAsText } from '@test/builders/resume-files';
import { samplePosting, sampleResume } from '@test/builders/resume-markup';
import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analysis/analyze';
import { bulletVariations } from './analysis/rewrite/bullet-variations';
import { englishGloss } from './analysis/text/english-gloss';
import { stem, stemPhrase } from './analysis/text/stem';
import type { BuilderData } from './builder/builder-data';
import { builderToDocument } from './builder/builder-document';
import { builderToJsonResume, importBuilderJson } from './builder/builder-json-resume';
import { builderText } from './builder/builder-text';
import { contactErrors } from './builder/contact-errors';
import { emptyBuilderData } from './builder/new-builder-data';
import { builderPreviewHtml } from './builder/preview-html';
import { builderLayouts } from './builder/recommended-layout';
import { skillSuggestions } from './builder/skill-lists';
import { summarySuggestions } from './builder/summary-suggestions';
import { defaultExportOptions } from './export/export-options';
import { exportResume } from './export/export-resume';
import { toJsonResume } from './export/to-json-resume';
import { splitSections } from './ingest/sections';
import { markupJobPostings } from './jobs/schema-org-markup';
import { structuredJobPosting } from './jobs/structured-data';
import { readJsonResume } from './json-resume/read-json-resume';
import { applyOptimizations } from './resume/apply-optimizations';
import { resumeDocumentOfText } from './resume/build-document';
import { renderMarkdown } from './resume/render-markdown';
import { renderText } from './resume/render-text';
import { renderTemplate } from './templates/render-template';

/** Every own property name of the prototypes a plain object, a function and an array inherit from. */
const names = [
  ...new Set([
    ...[Object.prototype, Function.prototype, Array.prototype].flatMap((prototype) =>
      Object.getOwnPropertyNames(prototype),
    ),
    'prototype',
  ]),
];
const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
/** The name alone, capitalised, pluralised and in capitals. */
const formsOf = (name: string) => [name, capitalised(name), `${name}s`, name.toUpperCase()];

const now = { year: 2026, month: 11 };

/** A resume whose every part says the name: title, employer, bullets (weak openings too), skills, degree. */
function resumeSaying(name: string): string {
  const Name = capitalised(name);
  return [
    'Ada Lovelace',
    'ada@example.com | (555) 010-2000 | Austin, TX',
    '',
    'SUMMARY',
    `${Name} engineer with 3+ years of ${name} experience.`,
    '',
    'EXPERIENCE',
    `${Name} Engineer | ${Name} Labs | Austin, TX | Jan 2020 – Present`,
    `• Responsible for ${name} reviews across the ${name} team`,
    `• Responsible for ${name} across the ${Name} platform`,
    `• Handled ${name} for the ${Name} platform in Python`,
    `• Utilized ${name} tooling in order to cut build time from 10 to 4 minutes`,
    `• Helped ${name} customers migrate 12 services to AWS; error rate fell from 9% to 2%`,
    `• Built the ${name.toUpperCase()} module with ${formsOf(name).join(', ')}`,
    '',
    'SKILLS',
    `${Name}: ${name}, ${name}s, Python, ${name.toUpperCase()}`,
    '',
    'EDUCATION',
    `B.S. in ${Name} Science | ${Name} University | 2019`,
    '',
  ].join('\n');
}

/** A posting asking for the name, with lines the resume says word for word. */
function postingAsking(name: string): string {
  const Name = capitalised(name);
  return [
    `${Name} Engineer`,
    `${Name} Labs is hiring.`,
    'Requirements',
    `- ${Name} engineer with 3+ years of ${name} experience.`,
    `- Responsible for ${name} reviews across the ${name} team`,
    `- ${Name}: ${name}, ${name}s, Python, ${name.toUpperCase()}`,
  ].join('\n');
}

const containsName = (text: string, name: string) => text.toLowerCase().includes(name.toLowerCase());

describe('words that are also property names of JavaScript objects', () => {
  it('stem to ordinary stems', () => {
    expect(stem('constructor')).toBe('constructor');
    expect(stem('constructors')).toBe('constructor');
    expect(stem('Constructor')).toBe('constructor');
    for (const name of names)
      for (const form of formsOf(name)) {
        expect(typeof stem(form), form).toBe('string');
        expect(typeof stemPhrase(`the ${form} of ${form}`), form).toBe('string');
      }
  });

  it('are analysed as words: a posting asking what the resume says does not call it missing', () => {
    for (const name of names) {
      const jobText = postingAsking(name);
      const result = analyzeResume({
        resumeText: resumeSaying(name),
        jobText,
        jobTitle: jobText.split('\n')[0] ?? '',
        now,
      });
      for (const score of [
        result.overallScore,
        result.skillsScore,
        result.keywordsScore,
        result.experienceScore,
      ])
        expect(Number.isInteger(score) && score >= 0 && score <= 100, `${name}: ${score}`).toBe(true);
      const missing = [...result.evidence.skills.missing, ...result.evidence.keywords.missing];
      expect(
        missing.filter((term) => containsName(term.term, name)).map((term) => term.term),
        name,
      ).toEqual([]);
      for (const suggestion of result.suggestions) expect(typeof suggestion.title, name).toBe('string');
    }
    const jobText = postingAsking('constructor');
    const { evidence } = analyzeResume({
      resumeText: resumeSaying('constructor'),
      jobText,
      jobTitle: '',
      now,
    });
    expect(evidence.keywords.matched.map((term) => term.term)).toContain('constructor');
  });

  it('are analysed in the sample documents, and in a Spanish posting read through the glossary', () => {
    const resume = `${resumeAsText(sampleResume('software-engineer'))}\n${names.join(', ')}\n`;
    const jobText = `${samplePosting('backend-engineer')}\n- ${names.map(capitalised).join(', ')}\n`;
    const result = analyzeResume({ resumeText: resume, jobText, jobTitle: 'Backend Engineer', now });
    expect(result.overallScore).toBeGreaterThan(0);
    const spanish = `Buscamos un ingeniero de software con experiencia en ${names.join(' y ')} para el equipo de la empresa.`;
    const glossed = englishGloss(spanish, 'es');
    for (const name of names) expect(glossed, name).toContain(name);
  });

  it('are kept by the resume document and written by every renderer and export', async () => {
    for (const name of names) {
      const document = resumeDocumentOfText(resumeSaying(name));
      const text = renderText(document);
      expect(text, name).toContain(`${capitalised(name)} Labs`);
      expect(renderMarkdown(document), name).toContain(name.replace(/_/g, '\\_'));
      for (const format of ['txt', 'html', 'json'] as const)
        await expect(exportResume(document, format, defaultExportOptions, new Date(0))).resolves.toBeTruthy();
      expect(
        toJsonResume(document).skills.flatMap((group) => group.keywords),
        name,
      ).toContain(name);
    }
    const everyName = resumeDocumentOfText(names.map(resumeSaying).join('\n'));
    for (const format of ['pdf', 'docx'] as const)
      await expect(exportResume(everyName, format, defaultExportOptions, new Date(0))).resolves.toBeTruthy();
    for (const id of templateIds) expect(renderTemplate(id, everyName), id).toContain('Constructor');
  });

  it('are offered in bullet variations and applied as optimizations', () => {
    for (const name of names) {
      const text = resumeSaying(name);
      const resume = { text, sections: splitSections(text) };
      const variations = bulletVariations(resume, [name, capitalised(name), `${name} reviews`]);
      const bullets = variations.flatMap(({ original, variations: [selected] }) =>
        selected ? [{ original, selected }] : [],
      );
      const { document, applied } = applyOptimizations(resumeDocumentOfText(text), {
        skills: [name, capitalised(name), `${name} testing`],
        replacements: [{ original: `${capitalised(name)} Labs is hiring.`, replacement: name }],
        bullets,
      });
      expect(applied.bullets, name).toBe(bullets.length);
      expect(renderText(document), name).toContain(`${name} testing`);
    }
  });

  it('are kept by the builder, its preview, its text and its JSON Resume', () => {
    for (const name of names) {
      const Name = capitalised(name);
      const empty = emptyBuilderData();
      const data: BuilderData = {
        ...empty,
        profile: { ...empty.profile, targetRole: name, targetIndustry: Name },
        contact: {
          ...empty.contact,
          fullName: `${Name} Lovelace`,
          email: 'ada@example.com',
          phone: '(555) 010-2000',
          location: name,
        },
        experience: [
          {
            id: name,
            jobTitle: Name,
            company: `${Name} Labs`,
            location: name,
            startDate: '2020-01',
            endDate: '',
            current: true,
            achievements: [`Built the ${name} module`, name],
          },
        ],
        skills: { technical: [name, `${name}s`], soft: [Name], languages: [name], certifications: [name] },
        summary: { text: `${Name} engineer.` },
      };
      expect(contactErrors(data.contact), name).toEqual({});
      expect(renderText(builderToDocument(data)), name).toContain(`${Name} Labs`);
      expect(builderText(data), name).toContain(`Built the ${name} module`);
      for (const layout of builderLayouts) expect(builderPreviewHtml(layout, data), name).toContain(Name);
      expect(summarySuggestions(data, new Date(Date.UTC(2026, 10, 1))).length, name).toBeGreaterThan(0);
      expect(skillSuggestions(data.profile, data.skills).soft, name).not.toContain(name);
      const imported = importBuilderJson(JSON.stringify(builderToJsonResume(data)), empty);
      expect(imported.ok && imported.data.contact.fullName, name).toBe(`${Name} Lovelace`);
      expect(imported.ok && imported.data.skills.technical, name).toEqual(expect.arrayContaining([name]));
    }
  });

  it('are read from a posting page as property names, element names and text', () => {
    for (const name of names) {
      const tag = /^[a-z]\w*$/iu.test(name) ? name : 'span';
      const html = `<div itemscope itemtype="https://schema.org/JobPosting">
        <h1 itemprop="title">${capitalised(name)} Engineer</h1>
        <${tag} itemprop="${name} url" href="https://example.com/${name}">${name}</${tag}>
        <div itemprop="hiringOrganization" itemscope itemtype="https://schema.org/Organization">
          <span itemprop="name">${capitalised(name)} Labs</span>
        </div>
        <div itemprop="description"><p>We build ${name} tooling.</p></div>
      </div>`;
      // The property is the item's own, holding what the page says: not an inherited value, nor the prototype.
      const item = markupJobPostings(html).microdata ?? {};
      expect(Object.getOwnPropertyDescriptor(item, name)?.value, name).toBe(name);
      const { fields } = structuredJobPosting(html);
      expect(fields, name).toEqual({
        title: `${capitalised(name)} Engineer`,
        company: `${capitalised(name)} Labs`,
        description: `We build ${name} tooling.`,
      });
    }
  });

  it('are read from a JSON Resume as values and as keys, and written back', () => {
    for (const name of names) {
      const Name = capitalised(name);
      // Computed keys: `{ [name]: … }` is an own property even for "__proto__", so JSON.stringify writes it.
      // Each comes first, so a name that is also a field of JSON Resume ("name") gives way to the field.
      const file = {
        [name]: { [name]: name },
        basics: {
          [name]: name,
          ['__proto__']: { name: 'Mallory', label: 'Mallory' },
          name: `Ada ${Name}`,
          label: name,
          location: { [name]: name, city: name },
          profiles: [{ [name]: name, network: Name, url: `https://example.com/${name}` }],
        },
        work: [
          { [name]: name, name: `${Name} Labs`, position: Name, startDate: '2020-01', highlights: [name] },
        ],
        skills: [{ [name]: name, name: Name, keywords: [name, 'toString', 'constructor', '__proto__'] }],
        meta: { [name]: name, vitae: { sections: [{ key: 'skills', heading: Name, count: 1 }] } },
      };
      const read = readJsonResume(JSON.stringify(file));
      expect(read.ok, name).toBe(true);
      if (!read.ok) continue;
      expect(read.document.basics.name, name).toBe(`Ada ${Name}`);
      expect(read.document.basics.label, name).toBe(name);
      const written = toJsonResume(read.document);
      expect(written.skills[0]?.keywords, name).toEqual([name, 'toString', 'constructor', '__proto__']);
      expect(renderText(read.document), name).toContain(`${Name} Labs`);
      const imported = importBuilderJson(JSON.stringify(file), emptyBuilderData());
      expect(imported.ok && imported.data.contact.fullName, name).toBe(`Ada ${Name}`);
      expect(imported.ok && imported.data.skills.technical, name).toContain('toString');
    }
  });
});
