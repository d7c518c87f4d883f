import type { Evidence, SkillsAnalysis, Suggestion } from '@shared/api/analysis';
import type { Contact, DetectedSection } from '@shared/resume';
import { extractContact } from '../ingest/contact';
import { splitSections } from '../ingest/sections';
import { type PostingProfile, postingTerms, profilePosting } from './posting-profile';
import { profileResume, type ResumeProfile, type YearMonth } from './resume-profile';
import { type SuggestInput, suggestImprovements } from './rewrite/suggest';
import { scoreExperience } from './score/experience-score';
import { scoreKeywords } from './score/keywords-score';
import type { TermScore } from './score/skills-score';
import { scoreSkills } from './score/skills-score';
import { skillsAnalysisOf } from './skills-analysis';

export interface AnalyzeInput {
  resumeText: string;
  /** The resume's sections as stored; detected from the text when absent. */
  sections?: readonly DetectedSection[];
  contact?: Contact;
  jobTitle: string;
  jobText: string;
  /** The employer's name, when the visitor gave it: its words are no keyword. */
  company?: string;
  /**
   * The posting already profiled (`profilePosting` of this text, title and company): a caller analysing many
   * resumes against one posting profiles it once. The engine only reads it.
   */
  postingProfile?: PostingProfile;
  /** The resume already profiled (`profileResume` of this text, these sections and month), likewise. */
  resumeProfile?: ResumeProfile;
  /** "Present" in a date range means this month. */
  now: YearMonth;
}

export interface AnalysisResult {
  overallScore: number;
  skillsScore: number;
  keywordsScore: number;
  experienceScore: number;
  suggestions: Suggestion[];
  skillsAnalysis: SkillsAnalysis;
  evidence: Evidence;
}

/**
 * The skills score (the keywords score for a posting naming no skill) from which the posting's title is offered
 * as the role a summary seeks: a little under a quarter of what is asked, by weight, shown (a quarter reads
 * as 1 − 0.75² ≈ 44).
 */
const ROLE_WITHIN_REACH = 40;

/** The overall score's blend; `blend` in the evidence says it in words. */
export const blendWeights = { skills: 0.5, keywords: 0.25, experience: 0.25 };
const blendText =
  'Overall = 50% skills + 25% keywords + 25% experience. Skills weigh required 3, preferred 1.5, others 1 ' +
  '(soft skills 0.15 of that, spoken languages 0.6), and a skill only listed, not shown in a role, earns ' +
  'three quarters; coverage counts with diminishing returns, 1 − (1 − share)², so half of what is asked ' +
  'reads as 75. Keywords = 60% of the posting’s important terms found + 40% shared vocabulary. A skill or ' +
  'term whose words your resume holds only where they do not read as it (inside a name, in another form) ' +
  'is never called missing, but earns nothing. Experience = years against those asked (25%), seniority ' +
  '(10%), how closely your roles match the job title (20%) and how alike the two texts read as a kind of ' +
  'work (45%, by the O*NET occupation groups).';

/**
 * The built-in engine: scores a resume against a posting with the evidence for every point, and grounded
 * suggestions. Pure and deterministic: the same inputs give the same result.
 */
export function analyzeResume(input: AnalyzeInput): AnalysisResult {
  const sections = input.sections ?? splitSections(input.resumeText);
  const resumeDocument = { text: input.resumeText, sections };
  const posting = input.postingProfile ?? profilePosting(input.jobText, input.jobTitle, input.company);
  const resume = input.resumeProfile ?? profileResume(resumeDocument, input.now);

  const skills = scoreSkills(posting, resume);
  const keywords = scoreKeywords(posting, resume);
  const experience = scoreExperience(posting, resume);
  // A posting naming no skill from the taxonomy is judged on its keywords alone.
  const skillsScore = posting.skills.length > 0 ? skills.score : keywords.score;
  const overallScore = Math.round(
    blendWeights.skills * skillsScore +
      blendWeights.keywords * keywords.score +
      blendWeights.experience * experience.score,
  );

  const skillsAnalysis = skillsAnalysisOf(skills);
  const suggestions = suggestImprovements(
    suggestInputOf({
      resume: resumeDocument,
      contact: input.contact ?? extractContact(input.resumeText, [...sections]),
      jobTitle: input.jobTitle,
      posting,
      skills,
      keywords,
      roleWithinReach: skillsScore >= ROLE_WITHIN_REACH,
      bullets: resume.bullets,
    }),
  );

  return {
    overallScore,
    skillsScore,
    keywordsScore: keywords.score,
    experienceScore: experience.score,
    suggestions,
    skillsAnalysis,
    evidence: {
      skills: { matched: skills.matched, missing: skills.missing },
      keywords: {
        matched: keywords.matched,
        missing: keywords.missing,
        sharedVocabulary: keywords.sharedVocabulary,
      },
      experience: experience.evidence,
      blend: blendText,
    },
  };
}

/** What the rewrite engine is given: the resume, what the scores found missing, and the posting's own terms. */
export function suggestInputOf(parts: {
  resume: SuggestInput['resume'];
  contact: Contact;
  jobTitle: string;
  posting: PostingProfile;
  skills: TermScore;
  keywords: TermScore;
  roleWithinReach?: boolean;
  bullets?: SuggestInput['bullets'];
}): SuggestInput {
  return {
    resume: parts.resume,
    contact: parts.contact,
    jobTitle: parts.jobTitle,
    missingSkills: parts.skills.missing.map(({ term, importance, weight }) => ({
      name: term,
      importance,
      weight,
    })),
    missingKeywords: parts.keywords.missing.map(({ term, weight }) => ({ term, weight })),
    postingKeywords: postingTerms(parts.posting),
    ...(parts.roleWithinReach === undefined ? {} : { roleWithinReach: parts.roleWithinReach }),
    ...(parts.bullets ? { bullets: parts.bullets } : {}),
  };
}
