/**
 * `npm run bench:analysis` (`npx tsx bench/analysis.ts [--smoke] [--misses]`): the built-in engine over the dev
 * corpus. Without the corpus it says so and exits 0.
 *
 * Halves: every quality figure is printed for the tuning half, the check half and the whole corpus, a file
 * belonging to a half by the fixed rule of `corpus-split.ts`. A ranking pair counts in a half only when the
 * posting and both resumes are in it (the whole counts every pair); skill extraction is split by posting.
 *
 * Speed (every file, no split): every (posting, resume) pair is analysed 3 times after one warm-up pass; a
 * pair's time is its median; we print p50/p95 of those and analyses per second. Parsing the files is excluded
 * (done once, up front).
 *
 * Ranking quality: for each posting whose family has resumes, every pair (a resume of the posting's family,
 * a resume of another family) is correctly ordered when the same-family resume gets the higher overall score
 * (a tie counts half). Postings labelled "other" are left out (that family is a grab bag of unrelated jobs),
 * and so are template-filler resumes (`placeholder: true`). We print the share of correctly ordered pairs.
 *
 * Skill extraction: the posting's skills (required and preferred) against the labelled `skills_required` +
 * `skills_preferred`, graded by `label-match.ts`, which compares the found skill's display name with the label
 * by its own rules and never consults the engine's taxonomy. Recall = share of labels matched by some found
 * skill; precision@k = share of the k heaviest found skills that match some label, k = the number of labels
 * (the labels list at most about eight skills per part, so precision over every found skill would count
 * real skills the labeller did not list as wrong). It also prints how many of the top skills the labels leave
 * out the posting names in so many words where it asks something (requirements, duties, nice-to-haves).
 *
 * Claims audit: every term an analysis calls missing, looked for in the resume by the plain matcher of
 * `claims-audit.ts` (no engine code): a term found there is a contradicted claim (target 0).
 *
 * `--misses`: per posting of the tuning half only, the labels not recalled, the top-k skills that match no
 * label, and the share of its tuning-half ranking pairs correctly ordered. Nothing is ever printed about a
 * single check-half file.
 *
 * `--smoke`: 3 tuning-half resumes × 3 tuning-half postings, one run each, to prove the benchmark works end
 * to end; its figures are marked "(smoke: not a measurement)".
 */
import os from 'node:os';
import { type AnalyzeInput, analyzeResume } from '@core/analysis/analyze';
import { profilePosting } from '@core/analysis/posting-profile';
import { profileResume } from '@core/analysis/resume-profile';
import { findSkills } from '@core/analysis/taxonomy/find-skills';
import { englishGloss } from '@core/analysis/text/english-gloss';
import { extractContact } from '@core/ingest/contact';
import { showMisses, smoke, smokeNote } from './bench-flags';
import { halfHeading, halfLine, percentOf } from './by-half';
import { auditClaims, type ClaimsTally } from './claims-audit';
import { requireCorpus } from './corpus-dir';
import { type CorpusPosting, type CorpusResume, loadPostings, loadResumes } from './corpus-documents';
import { isTuning, sharedHalf } from './corpus-split';
import { labelMatches } from './label-match';

requireCorpus();

const now = { year: 2026, month: 11 };
const runs = smoke ? 1 : 3;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

/** A smoke run reads the first three tuning-half files. */
const choose = smoke ? (files: string[]) => files.filter(isTuning).slice(0, 3) : undefined;
const resumes = await loadResumes(choose);
const postings = await loadPostings(choose);
console.log(`Machine: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, Node ${process.version}`);
console.log(`Corpus: ${resumes.length} resumes, ${postings.length} postings with a description\n`);

/** One analysis; `kept` are what the server keeps of each text (its profile, the resume's contact). */
const analyse = (resume: CorpusResume, posting: CorpusPosting, kept: Partial<AnalyzeInput> = {}) =>
  analyzeResume({
    resumeText: resume.text,
    sections: resume.sections,
    jobTitle: posting.title,
    jobText: posting.text,
    company: posting.company,
    now,
    ...kept,
  });

// Speed.
for (const posting of postings) for (const resume of resumes) analyse(resume, posting);
const times: number[] = [];
const overall = new Map<string, number>();
/** Per pair: the terms its analysis calls missing, for the claims audit. */
const claimsOf: { half: ReturnType<typeof sharedHalf>; text: string; missing: string[] }[] = [];
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
    const { evidence } = analyse(resume, posting);
    claimsOf.push({
      half: sharedHalf([posting.file, resume.file]),
      text: resume.text,
      missing: [...evidence.skills.missing, ...evidence.keywords.missing].map(({ term }) => term),
    });
  }
}
const p50 = quantile(times, 0.5);
console.log(`Speed (one analysis, parse excluded, every pair)${smokeNote}`);
console.log(
  `  pairs: ${times.length}   p50: ${p50.toFixed(2)} ms   p95: ${quantile(times, 0.95).toFixed(2)} ms`,
);
console.log(
  `  analyses per second (one core): ${Math.round(1000 / (times.reduce((a, b) => a + b, 0) / times.length))}`,
);

// Speed as the server runs it: each text is read (profiled, its contact found) once and kept; a pair's
// analysis reads both.
const timed = <T>(work: () => T): [T, number] => {
  const started = performance.now();
  const value = work();
  return [value, performance.now() - started];
};
const postingProfiles = postings.map((posting) =>
  timed(() => profilePosting(posting.text, posting.title, posting.company)),
);
const resumeProfiles = resumes.map((resume) =>
  timed(() => ({
    profile: profileResume({ text: resume.text, sections: resume.sections }, now),
    contact: extractContact(resume.text, [...resume.sections]),
  })),
);
const keptTimes: number[] = [];
postings.forEach((posting, p) => {
  resumes.forEach((resume, r) => {
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      const [, took] = timed(() =>
        analyse(resume, posting, {
          postingProfile: postingProfiles[p]?.[0],
          resumeProfile: resumeProfiles[r]?.[0].profile,
          contact: resumeProfiles[r]?.[0].contact,
        }),
      );
      samples.push(took);
    }
    keptTimes.push(quantile(samples, 0.5));
  });
});
const msOf = (values: number[]) =>
  `p50 ${quantile(values, 0.5).toFixed(2)} ms, p95 ${quantile(values, 0.95).toFixed(2)} ms`;
console.log(`  each text read once and kept (as the server does): ${msOf(keptTimes)} per pair`);
console.log(
  `  reading a posting ${msOf(postingProfiles.map(([, took]) => took))}; a resume ${msOf(resumeProfiles.map(([, took]) => took))}\n`,
);

// Ranking quality.
const ranked = resumes.filter((resume) => !resume.placeholder);
const pairs = postings
  .filter((posting) => posting.family !== 'other')
  .flatMap((posting) =>
    ranked
      .filter((resume) => resume.family === posting.family)
      .flatMap((mine) =>
        ranked
          .filter((resume) => resume.family !== posting.family)
          .map((other) => {
            const a = overall.get(`${posting.file}|${mine.file}`) ?? 0;
            const b = overall.get(`${posting.file}|${other.file}`) ?? 0;
            return {
              posting,
              half: sharedHalf([posting.file, mine.file, other.file]),
              credit: a > b ? 1 : a === b ? 0.5 : 0,
            };
          }),
      ),
  );
const orderedShare = (rows: typeof pairs) =>
  rows.length === 0
    ? '-'
    : `${(rows.reduce((sum, row) => sum + row.credit, 0) / rows.length).toFixed(3)} of ${rows.length}`;
console.log(
  halfHeading(`Ranking: same-family resume above other-family resume${smokeNote}`, postings, 'postings'),
);
console.log(halfLine('correctly ordered pairs (target ≥ 0.9)', pairs, orderedShare));
for (const family of [...new Set(pairs.map((pair) => pair.posting.family))].sort()) {
  console.log(
    halfLine(`  ${family}`, pairs, (rows) =>
      orderedShare(rows.filter((row) => row.posting.family === family)),
    ),
  );
}

// Skill extraction.
/** Blocks where a posting asks something of the reader. */
const askingBlocks = new Set(['required', 'responsibilities', 'preferred']);
const skillRows = postings
  .filter((posting) => posting.skillsRequired.length + posting.skillsPreferred.length > 0)
  .map((posting) => {
    const labelled = [...posting.skillsRequired, ...posting.skillsPreferred];
    const profile = profilePosting(posting.text, posting.title, posting.company);
    const found = profile.skills.map(({ skill }) => skill.name);
    const top = found.slice(0, labelled.length);
    const unlabelled = top.filter((name) => !labelled.some((label) => labelMatches(name, label)));
    // Of the top skills the labels leave out, those the posting names in so many words where it asks something.
    const named = new Set(
      findSkills(posting.text, { english: englishGloss(posting.text) })
        .filter((mention) => !mention.paraphrased && askingBlocks.has(profile.blocks[mention.line] ?? ''))
        .map((mention) => mention.skill.name),
    );
    return {
      posting,
      half: posting.half,
      labels: labelled.length,
      missed: labelled.filter((label) => !found.some((name) => labelMatches(name, label))),
      considered: top.length,
      unlabelled,
      unlabelledNamed: unlabelled.filter((name) => named.has(name)).length,
    };
  });
const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);
const ratio = (part: number, whole: number) =>
  whole === 0 ? '-' : `${(part / whole).toFixed(3)} (${part}/${whole})`;
console.log(
  `\n${halfHeading(`Skill extraction against the labelled postings${smokeNote}`, skillRows, 'postings')}`,
);
console.log(
  halfLine('recall (target ≥ 0.8)', skillRows, (rows) =>
    ratio(
      sum(rows, (row) => row.labels - row.missed.length),
      sum(rows, (row) => row.labels),
    ),
  ),
);
console.log(
  halfLine('precision@k (target ≥ 0.85)', skillRows, (rows) =>
    ratio(
      sum(rows, (row) => row.considered - row.unlabelled.length),
      sum(rows, (row) => row.considered),
    ),
  ),
);
console.log(
  halfLine('unlabelled top-k named verbatim where asked', skillRows, (rows) =>
    percentOf(
      sum(rows, (row) => row.unlabelledNamed),
      sum(rows, (row) => row.unlabelled.length),
    ),
  ),
);

// Claims audit.
const audited = claimsOf.map((pair) => {
  const tally: ClaimsTally = { claims: 0, contradicted: 0, examples: [] };
  auditClaims(pair.text, pair.missing, tally);
  return { half: pair.half, ...tally };
});
console.log(
  `\n${halfHeading(`Claims audit: "missing" terms the resume states in so many words${smokeNote}`, audited, 'pairs')}`,
);
console.log(
  halfLine(
    'contradicted claims (target 0)',
    audited,
    (rows) => `${sum(rows, (row) => row.contradicted)} of ${sum(rows, (row) => row.claims)}`,
  ),
);

if (showMisses) {
  const examples = audited.filter((row) => row.half === 'tuning').flatMap((row) => row.examples);
  if (examples.length > 0)
    console.log(`\nContradicted claims, tuning half: ${[...new Set(examples)].join(' | ')}`);
  console.log('\nMisses, tuning half only');
  for (const posting of postings.filter((candidate) => candidate.half === 'tuning')) {
    const tuningPairs = pairs.filter((pair) => pair.posting === posting && pair.half === 'tuning');
    const row = skillRows.find((skillRow) => skillRow.posting === posting);
    console.log(`  ${posting.file} (ranking: ${orderedShare(tuningPairs)})`);
    if (row && row.missed.length > 0) console.log(`    labels not recalled: ${row.missed.join(' | ')}`);
    if (row && row.unlabelled.length > 0)
      console.log(`    top-k matching no label: ${row.unlabelled.join(' | ')}`);
  }
}
