import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@core/testing/corpus-dir';
import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../../jobs/html-to-plain';
import { findSkills } from './find-skills';
import { labelMatches } from './label-match';

/** A labelled posting of the development corpusDir, as plain text. */
interface LabelledPosting {
  file: string;
  title: string;
  text: string;
  labels: string[];
}

interface JobLabel {
  title?: string;
  skills_required?: string[];
  skills_preferred?: string[];
}

/** The plain text of a posting file: text as-is, JSON's description (HTML stripped), HTML stripped; no PDF. */
function postingText(file: string, raw: string): string | undefined {
  if (/\.(md|txt)$/.test(file)) return raw;
  if (file.endsWith('.html')) return htmlToPlainText(raw);
  if (!file.endsWith('.json')) return undefined;
  const record = JSON.parse(raw) as Record<string, unknown>;
  const description = record.description ?? record['Job Description'];
  return typeof description === 'string' ? htmlToPlainText(description) : undefined;
}

/** The corpus postings that have skill labels and a readable text. */
function labelledPostings(corpusDir: string): LabelledPosting[] {
  const labels = JSON.parse(readFileSync(path.join(corpusDir, 'labels.json'), 'utf8')) as {
    jobs: Record<string, JobLabel>;
  };
  return Object.entries(labels.jobs).flatMap(([file, job]) => {
    const labelled = [...(job.skills_required ?? []), ...(job.skills_preferred ?? [])];
    if (labelled.length === 0) return [];
    const text = postingText(file, readFileSync(path.join(corpusDir, file), 'utf8'));
    return text ? [{ file, title: job.title ?? '', text, labels: labelled }] : [];
  });
}

/** Found skills, most mentioned first (ties: first mentioned first). */
function rankedSkills(text: string): string[] {
  const counts = new Map<string, number>();
  for (const mention of findSkills(text))
    counts.set(mention.skill.name, (counts.get(mention.skill.name) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

describe('skill finding measured against the labelled postings', () => {
  it('reports recall and precision@k (targets for the whole engine: 0.8 and 0.85)', () => {
    const postings = labelledPostings(corpusDir);
    let labels = 0;
    let recalled = 0;
    let considered = 0;
    let precise = 0;
    let elapsed = 0;
    for (const posting of postings) {
      const start = performance.now();
      const found = rankedSkills(`${posting.title}\n${posting.text}`);
      elapsed += performance.now() - start;
      const top = found.slice(0, posting.labels.length);
      labels += posting.labels.length;
      recalled += posting.labels.filter((label) => found.some((name) => labelMatches(name, label))).length;
      considered += top.length;
      precise += top.filter((name) => posting.labels.some((label) => labelMatches(name, label))).length;
    }
    console.info(
      `skills vs labels on ${postings.length} postings: recall ${(recalled / labels).toFixed(3)} (${recalled}/${labels}),` +
        ` precision@k ${(precise / considered).toFixed(3)} (${precise}/${considered}),` +
        ` ${(elapsed / postings.length).toFixed(2)} ms a posting`,
    );
    expect(postings.length).toBeGreaterThan(30);
    expect(recalled / labels).toBeGreaterThan(0.5);
  });
});
