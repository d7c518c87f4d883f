/**
 * `npx tsx bench/ingest.ts` (`npm run bench:ingest`): over every labelled resume of the dev corpus
 * (`resumes/{pdf,docx,txt}`), time text extraction + normalizeText + splitSections, and score the sections
 * and the contact details against `labels.json`.
 *
 * Timing: each file is read 5 times after one warm-up run; a file's time is its median; per file type we
 * print the median and p95 of those per-file medians.
 *
 * Matching rule (sections): labelled sections are walked in order. A labelled section with a printed heading
 * is found when an unused detected section has the same type and a title equal to the heading (compared
 * case-, whitespace- and trailing-colon-insensitively). A labelled section without a printed heading (the
 * header, an untitled block) is found by the next unused detected section of the same type after the previous
 * match. A detected section gives credit once at most. "Heading right" counts labelled headings printed on a
 * line that we took for a heading, whatever type we gave it (same one-credit rule).
 *
 * Contact: name and email compare case-insensitively, phone by its digits. A null label (anonymised resume)
 * counts as right only when we find nothing. Placeholder resumes (template filler) are counted: their
 * contact lines are still printed text to read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractContact } from '@core/ingest/contact';
import type { ExtractedText } from '@core/ingest/extracted-text';
import { normalizeText } from '@core/ingest/normalize-text';
import { readDocx } from '@core/ingest/read-docx';
import { readPdf } from '@core/ingest/read-pdf';
import { readText } from '@core/ingest/read-text';
import { splitSections } from '@core/ingest/sections';
import { corpusDir } from '@core/testing/corpus-dir';
import type { DetectedSection, ResumeFileType, ResumeSectionType } from '@shared/resume';
import { resumeSectionTypes } from '@shared/resume';

const runs = 5;

interface Label {
  placeholder: boolean;
  contact: { name: string | null; email: string | null; phone: string | null };
  sections: { type: ResumeSectionType; heading: string | null }[];
}
const labels: Record<string, Label> = JSON.parse(
  readFileSync(path.join(corpusDir, 'labels.json'), 'utf8'),
).resumes;

type Reader = (bytes: Uint8Array) => ExtractedText | Promise<ExtractedText>;
const readers: Record<ResumeFileType, Reader> = { pdf: readPdf, docx: readDocx, txt: readText };

/** One pass: the text, its sections, and the milliseconds spent extracting (with normalizeText) and splitting. */
async function sectionize(kind: ResumeFileType, bytes: Uint8Array) {
  const started = performance.now();
  const text = normalizeText((await readers[kind](bytes)).text);
  const extracted = performance.now();
  const sections = splitSections(text);
  const done = performance.now();
  return { text, sections, extractMs: extracted - started, sectionsMs: done - extracted };
}

const median = (values: number[]) => quantile(values, 0.5);
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}
const comparable = (title: string | null) =>
  (title ?? '')
    .normalize('NFKC')
    .replace(/[:：]\s*$/u, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();

function scoreSections(labelled: Label['sections'], detected: DetectedSection[]) {
  const used = new Set<number>();
  const headingUsed = new Set<number>();
  let cursor = 0;
  return labelled.map((section) => {
    const index = detected.findIndex((candidate, at) =>
      section.heading
        ? !used.has(at) &&
          candidate.type === section.type &&
          comparable(candidate.title) === comparable(section.heading)
        : !used.has(at) && at >= cursor && candidate.type === section.type,
    );
    if (index >= 0) {
      used.add(index);
      cursor = index + 1;
    }
    const headingAt = section.heading
      ? detected.findIndex(
          (candidate, at) =>
            !headingUsed.has(at) && comparable(candidate.title) === comparable(section.heading),
        )
      : -1;
    if (headingAt >= 0) headingUsed.add(headingAt);
    return {
      type: section.type,
      hasHeading: Boolean(section.heading),
      found: index >= 0,
      headingRight: headingAt >= 0,
    };
  });
}

const timings: Record<ResumeFileType, { file: string; total: number; sections: number }[]> = {
  pdf: [],
  docx: [],
  txt: [],
};
const sectionScores: ReturnType<typeof scoreSections> = [];
const contactScore = { name: [0, 0, 0], email: [0, 0, 0], phone: [0, 0, 0] }; // right, counted, non-null labels
const contactMs: number[] = [];
let resumes = 0;

for (const kind of ['pdf', 'docx', 'txt'] as const) {
  for (const name of readdirSync(path.join(corpusDir, 'resumes', kind)).sort()) {
    const label = labels[`resumes/${kind}/${name}`];
    if (!label) continue;
    resumes++;
    const bytes = new Uint8Array(readFileSync(path.join(corpusDir, 'resumes', kind, name)));
    const { text, sections } = await sectionize(kind, bytes);
    extractContact(text, sections);
    const totals: number[] = [];
    const sectionTimes: number[] = [];
    const contactTimes: number[] = [];
    for (let run = 0; run < runs; run++) {
      const pass = await sectionize(kind, bytes);
      totals.push(pass.extractMs + pass.sectionsMs);
      sectionTimes.push(pass.sectionsMs);
      const started = performance.now();
      extractContact(text, sections);
      contactTimes.push(performance.now() - started);
    }
    timings[kind].push({ file: name, total: median(totals), sections: median(sectionTimes) });
    contactMs.push(median(contactTimes));
    sectionScores.push(...scoreSections(label.sections, sections));
    const contact = extractContact(text, sections);
    const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
    const same = {
      name: (contact.name ?? '').toLowerCase() === (label.contact.name ?? '').toLowerCase(),
      email: (contact.email ?? '').toLowerCase() === (label.contact.email ?? '').toLowerCase(),
      phone: digits(contact.phone) === digits(label.contact.phone),
    };
    for (const field of ['name', 'email', 'phone'] as const) {
      const score = contactScore[field];
      score[0] = (score[0] ?? 0) + (same[field] ? 1 : 0);
      score[1] = (score[1] ?? 0) + 1;
      score[2] = (score[2] ?? 0) + (label.contact[field] ? 1 : 0);
    }
  }
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '-');
const cpus = os.cpus();
console.log(
  `Machine: ${cpus[0]?.model ?? 'unknown CPU'} x ${cpus.length}, ${os.platform()} ${os.release()}, Node ${process.version}`,
);
console.log(`Readers: readPdf, readDocx, readText; ${runs} warm runs per file after one warm-up\n`);

console.log(
  'Extract + normalizeText + splitSections, ms (per-file medians; "sections" = splitSections alone)',
);
console.log(
  `${'type'.padEnd(6)}${'files'.padStart(7)}${'median'.padStart(9)}${'p95'.padStart(9)}${'sections median'.padStart(17)}${'sections p95'.padStart(14)}  slowest`,
);
for (const kind of ['pdf', 'docx', 'txt'] as const) {
  const rows = timings[kind];
  const totals = rows.map((row) => row.total);
  const sections = rows.map((row) => row.sections);
  const slowest = [...rows].sort((a, b) => b.total - a.total)[0];
  console.log(
    `${kind.padEnd(6)}${String(rows.length).padStart(7)}${median(totals).toFixed(1).padStart(9)}${quantile(totals, 0.95).toFixed(1).padStart(9)}` +
      `${median(sections).toFixed(2).padStart(17)}${quantile(sections, 0.95).toFixed(2).padStart(14)}  ${slowest?.file} (${slowest?.total.toFixed(0)} ms)`,
  );
}

console.log('\nSections against the labels');
console.log(
  `${'type'.padEnd(16)}${'labelled'.padStart(9)}${'found'.padStart(9)}${'headed'.padStart(8)}${'heading right'.padStart(15)}`,
);
for (const type of resumeSectionTypes) {
  const rows = sectionScores.filter((row) => row.type === type);
  const headed = rows.filter((row) => row.hasHeading);
  console.log(
    `${type.padEnd(16)}${String(rows.length).padStart(9)}${percent(rows.filter((row) => row.found).length, rows.length).padStart(9)}` +
      `${String(headed.length).padStart(8)}${percent(headed.filter((row) => row.headingRight).length, headed.length).padStart(15)}`,
  );
}
const found = sectionScores.filter((row) => row.found).length;
console.log(
  `\nSections found with the right type: ${percent(found, sectionScores.length)} (${found}/${sectionScores.length}, target 90%)`,
);
const [name, email, phone] = (['name', 'email', 'phone'] as const).map((field) => contactScore[field]);
console.log(
  `Contact: name/email/phone found right: ${percent(name?.[0] ?? 0, resumes)} / ${percent(email?.[0] ?? 0, resumes)} / ` +
    `${percent(phone?.[0] ?? 0, resumes)} of ${resumes} resumes (labels with a value: ${name?.[2]} / ${email?.[2]} / ${phone?.[2]}; ` +
    'a null label is right when nothing is found)',
);
console.log(
  `extractContact: median ${median(contactMs).toFixed(2)} ms, p95 ${quantile(contactMs, 0.95).toFixed(2)} ms per resume`,
);
