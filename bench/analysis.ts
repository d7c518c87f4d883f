/**
 * `npm run bench:analysis`: the built-in engine over the dev corpus.
 *
 * Speed: every (posting, resume) pair is analysed 3 times after one warm-up pass; a pair's time is its median;
 * we print p50/p95 of those and analyses per second. Parsing the files is excluded (done once, up front).
 *
 * Ranking quality: for each posting whose family has resumes, every pair (a resume of the posting's family,
 * a resume of another family) is correctly ordered when the same-family resume gets the higher overall score
 * (a tie counts half). Postings labelled "other" are left out (that family is a grab bag of unrelated jobs),
 * and so are template-filler resumes (`placeholder: true`). We print the share of correctly ordered pairs.
 *
 * Skill extraction: the posting's skills (required and preferred) against the labelled `skills_required` +
 * `skills_preferred`, matched by `labelMatches`. Recall = share of labels matched by some found skill;
 * precision@k = share of the k heaviest found skills that match some label, k = the number of labels
 * (the labels list at most about eight skills per part, so precision over every found skill would count
 * real skills the labeller did not list as wrong). It also prints how many of the top skills the labels leave
 * out the posting names in so many words where it asks something (requirements, duties, nice-to-haves).
 */
import os from 'node:os';
import { analyzeResume } from '@core/analysis/analyze';
import { profilePosting } from '@core/analysis/posting-profile';
import { findSkills } from '@core/analysis/taxonomy/find-skills';
import { labelMatches } from '@core/analysis/taxonomy/label-match';
import { englishGloss } from '@core/analysis/text/english-gloss';
import { loadPostings, loadResumes } from './corpus-documents';

const now = { year: 2026, month: 11 };
const runs = 3;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

const resumes = await loadResumes();
const postings = await loadPostings();
console.log(`Machine: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, Node ${process.version}`);
console.log(`Corpus: ${resumes.length} resumes, ${postings.length} postings with a description\n`);

const analyse = (resume: (typeof resumes)[number], posting: (typeof postings)[number]) =>
  analyzeResume({
    resumeText: resume.text,
    sections: resume.sections,
    jobTitle: posting.title,
    jobText: posting.text,
    company: posting.company,
    now,
  });

// Speed.
for (const posting of postings) for (const resume of resumes) analyse(resume, posting);
const times: number[] = [];
const overall = new Map<string, number>();
for (const posting of postings) {
  for (const resume of resumes) {
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const result = analyse(resume, posting);
      samples.push(performance.now() - started);
      overall.set(`${posting.file}|${resume.file}`, result.overallScore);
    }
    times.push(quantile(samples, 0.5));
  }
}
const p50 = quantile(times, 0.5);
console.log('Speed (one analysis, parse excluded)');
console.log(
  `  pairs: ${times.length}   p50: ${p50.toFixed(2)} ms   p95: ${quantile(times, 0.95).toFixed(2)} ms`,
);
console.log(
  `  analyses per second (one core): ${Math.round(1000 / (times.reduce((a, b) => a + b, 0) / times.length))}\n`,
);

// Ranking quality.
let ordered = 0;
let pairs = 0;
const byFamily = new Map<string, { ordered: number; pairs: number }>();
const ranked = resumes.filter((resume) => !resume.placeholder);
for (const posting of postings) {
  if (posting.family === 'other') continue;
  const same = ranked.filter((resume) => resume.family === posting.family);
  const others = ranked.filter((resume) => resume.family !== posting.family);
  for (const mine of same) {
    for (const other of others) {
      const a = overall.get(`${posting.file}|${mine.file}`) ?? 0;
      const b = overall.get(`${posting.file}|${other.file}`) ?? 0;
      const credit = a > b ? 1 : a === b ? 0.5 : 0;
      ordered += credit;
      pairs++;
      const family = byFamily.get(posting.family) ?? { ordered: 0, pairs: 0 };
      family.ordered += credit;
      family.pairs++;
      byFamily.set(posting.family, family);
    }
  }
}
console.log('Ranking: same-family resume above other-family resume');
console.log(`  correctly ordered pairs: ${(ordered / pairs).toFixed(3)} of ${pairs} (target ≥ 0.9)`);
for (const [family, counts] of [...byFamily].sort()) {
  console.log(`    ${family.padEnd(28)} ${(counts.ordered / counts.pairs).toFixed(3)} of ${counts.pairs}`);
}

// Skill extraction.
/** Blocks where a posting asks something of the reader. */
const askingBlocks = new Set(['required', 'responsibilities', 'preferred']);
let labelCount = 0;
let recalled = 0;
let precise = 0;
let considered = 0;
let unlabelledNamed = 0;
for (const posting of postings) {
  const labelled = [...posting.skillsRequired, ...posting.skillsPreferred];
  if (labelled.length === 0) continue;
  const profile = profilePosting(posting.text, posting.title, posting.company);
  const found = profile.skills.map(({ skill }) => skill.name);
  labelCount += labelled.length;
  recalled += labelled.filter((label) => found.some((name) => labelMatches(name, label))).length;
  const top = found.slice(0, labelled.length);
  considered += top.length;
  const unlabelled = top.filter((name) => !labelled.some((label) => labelMatches(name, label)));
  precise += top.length - unlabelled.length;
  // Of the top skills the labels leave out, those the posting names in so many words where it asks something.
  const named = new Set(
    findSkills(posting.text, { english: englishGloss(posting.text) })
      .filter((mention) => !mention.paraphrased && askingBlocks.has(profile.blocks[mention.line] ?? ''))
      .map((mention) => mention.skill.name),
  );
  unlabelledNamed += unlabelled.filter((name) => named.has(name)).length;
}
const unlabelledCount = considered - precise;
const share = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);
console.log('\nSkill extraction against the labelled postings');
console.log(
  `  recall: ${(recalled / labelCount).toFixed(3)} (target ≥ 0.8)   precision@k: ${(precise / considered).toFixed(3)} (target ≥ 0.85)`,
);
console.log(
  `  of the ${unlabelledCount} top-k skills the labels leave out, ${unlabelledNamed} (${share(unlabelledNamed, unlabelledCount).toFixed(0)}%) are named verbatim in the posting's requirements, duties or nice-to-haves`,
);
