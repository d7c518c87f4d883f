/**
 * The sample resumes with the postings they pair with (see test/fixtures/documents/README.md), and what the
 * rewrite engine is given for a resume and a posting, made the way the app makes it: the missing skills and
 * keywords of the scores and the posting's important words (analyzeResume), the posting's skills and terms as
 * the keywords of bullet variations (the analyses service).
 */
import { suggestInputOf } from '@core/analysis/analyze';
import { postingTerms, profilePosting } from '@core/analysis/posting-profile';
import { profileResume, type YearMonth } from '@core/analysis/resume-profile';
import type { SuggestInput } from '@core/analysis/rewrite/suggest';
import { scoreKeywords } from '@core/analysis/score/keywords-score';
import { scoreSkills } from '@core/analysis/score/skills-score';
import { type SamplePostingName, type SampleResumeName, samplePosting } from './resume-markup';
import type { TestResume } from './test-resume';

export interface SamplePair {
  resume: SampleResumeName;
  posting: SamplePostingName;
}

/** Each sample resume with the posting written for it. */
export const matchedPairs: readonly SamplePair[] = [
  { resume: 'software-engineer', posting: 'backend-engineer' },
  { resume: 'registered-nurse', posting: 'icu-nurse' },
  { resume: 'staff-accountant', posting: 'staff-accountant' },
  { resume: 'data-analyst', posting: 'data-analyst' },
  { resume: 'teacher', posting: 'math-teacher' },
  { resume: 'student-intern', posting: 'software-intern' },
];

/** Resumes sent to a posting for another job: most of what it asks is missing. */
export const mismatchedPairs: readonly SamplePair[] = [
  { resume: 'teacher', posting: 'backend-engineer' },
  { resume: 'software-engineer', posting: 'icu-nurse' },
];

/** "Present" in the samples' date ranges, fixed so that results do not move with the clock. */
export const sampleNow: YearMonth = { year: 2025, month: 6 };

/** A posting's title: its first line, as a visitor would copy it into the title field. */
export const titleOf = (posting: string) => posting.trim().split('\n')[0]?.trim() ?? 'Position';

/** The posting's skills and important terms, as the analyses service passes them to bullet variations. */
export const postingKeywords = (posting: string): string[] =>
  postingTerms(profilePosting(posting, titleOf(posting)));

/** What analyzeResume gives suggestImprovements for this resume and posting. */
export function suggestInputFor(resume: TestResume, posting: string): SuggestInput {
  const document = { text: resume.text, sections: resume.sections };
  const postingProfile = profilePosting(posting, titleOf(posting));
  const resumeProfile = profileResume(document, sampleNow);
  return suggestInputOf({
    resume: document,
    contact: resume.contact,
    jobTitle: titleOf(posting),
    posting: postingProfile,
    skills: scoreSkills(postingProfile, resumeProfile),
    keywords: scoreKeywords(postingProfile, resumeProfile),
  });
}

/** The posting of a pair, as pasted. */
export const postingOf = (pair: SamplePair) => samplePosting(pair.posting);
