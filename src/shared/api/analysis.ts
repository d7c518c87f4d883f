import { z } from 'zod';
import { MAX_SELECTED_BULLETS, MAX_SELECTED_SKILLS, MAX_SELECTED_SUGGESTIONS } from '../constants';
import { validationMessages } from '../messages';
import { DEFAULT_MODEL } from '../models';
import { resumeDocumentSchema } from '../resume-document';

export const priorities = ['high', 'medium', 'low'] as const;
export type Priority = (typeof priorities)[number];

/** Degree levels, lowest first: what a posting asks and a resume shows. */
export const degreeLevels = ['high-school', 'associate', 'bachelor', 'master', 'doctorate'] as const;
export type DegreeLevel = (typeof degreeLevels)[number];

export const suggestionTypes = [
  'skill',
  'keyword',
  'wording',
  'quantify',
  'length',
  'summary',
  'contact',
  'structure',
] as const;
export type SuggestionType = (typeof suggestionTypes)[number];

/** Who wrote a suggestion or a bullet's variations: the built-in engine, or an AI model (checked alike). */
export const textSources = ['engine', 'model'] as const;
export type TextSource = (typeof textSources)[number];

/**
 * Core spec §3: one improvement suggestion, of one of three kinds. A *rewrite* has `original` (a whole line of
 * the resume) and `replacement` (that line rewritten, checked before it is offered); a *skill to add* names
 * `skill`, which goes into the Skills section when chosen; *advice* (`isAdvice: true`) is guidance only: it
 * may point at a line (`original`) but has no `replacement` and no `skill`, changes nothing when applied, and
 * is neither selectable nor counted as an optimization. Read the kind through `suggestionKind`.
 */
export const suggestionSchema = z.object({
  title: z.string(),
  description: z.string(),
  priority: z.enum(priorities),
  /** Score points this change is expected to add, roughly. */
  impact: z.number().int().min(0).max(100),
  type: z.enum(suggestionTypes),
  suggestion: z.string(),
  original: z.string().optional(),
  replacement: z.string().optional(),
  /** The missing skill this suggestion adds to the Skills section when chosen (skill suggestions only). */
  skill: z.string().optional(),
  /**
   * Guidance only, nothing to apply. Always written by the engine; absent in analyses stored before it
   * existed, whose suggestions `suggestionKind` reads by their fields.
   */
  isAdvice: z.boolean().optional(),
  /**
   * Who wrote it: "model" for an AI model's suggestion (its line checked like the engine's, see README
   * "Rewrites and advice"); absent for the built-in engine's, and in analyses stored before models answered.
   */
  source: z.enum(textSources).optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export type SuggestionKind = 'rewrite' | 'skill' | 'advice';

/** What choosing a suggestion does: rewrite its line, add its skill, or nothing (advice). */
export function suggestionKind(suggestion: Suggestion): SuggestionKind {
  if (suggestion.isAdvice) return 'advice';
  if (suggestion.original && suggestion.replacement) return 'rewrite';
  if (suggestion.skill) return 'skill';
  return 'advice';
}

const skillEntrySchema = z.object({ skill: z.string(), priority: z.enum(priorities) });
export type SkillEntry = z.infer<typeof skillEntrySchema>;

/** Core spec §3: skillsAnalysis. `missingSkills` is what the workspace offers to add (names only). */
export const skillsAnalysisSchema = z.object({
  matching: z.array(skillEntrySchema),
  missing: z.array(skillEntrySchema.extend({ weight: z.number() })),
  recommendations: z.array(skillEntrySchema.extend({ reason: z.string() })),
  missingSkills: z.array(z.string()),
});
export type SkillsAnalysis = z.infer<typeof skillsAnalysisSchema>;

/** A line of the resume or the posting that evidence points at (0-based line of the original text). */
const evidenceLineSchema = z.object({
  line: z.number().int(),
  text: z.string(),
  section: z.string().optional(),
  /** The skill this line names when it shows the term without naming it (Angular shows TypeScript). */
  shownBy: z.string().optional(),
});
export type EvidenceLine = z.infer<typeof evidenceLineSchema>;

const matchedTermSchema = z.object({
  term: z.string(),
  weight: z.number(),
  importance: z.enum(['required', 'preferred', 'mentioned']),
  /** Where the posting asks for it. */
  postingLines: z.array(evidenceLineSchema),
  /** Where the resume shows it; empty for a missing term. */
  resumeLines: z.array(evidenceLineSchema),
  /**
   * False for a term the resume states only where the engine does not read it as the term (inside a name, in
   * another form): shown as found, never called missing, but it earns nothing. Absent: counted.
   */
  credited: z.literal(false).optional(),
});
export type MatchedTerm = z.infer<typeof matchedTermSchema>;

const termEvidenceSchema = z.object({
  matched: z.array(matchedTermSchema),
  missing: z.array(matchedTermSchema),
});

/** Why each score is what it is: every term of the posting, found or not, and the experience comparison. */
export const evidenceSchema = z.object({
  skills: termEvidenceSchema,
  /** `sharedVocabulary`: the cosine of the two texts' content words, 0-1 (see keywordsScore). */
  keywords: termEvidenceSchema.extend({ sharedVocabulary: z.number().min(0).max(1) }),
  experience: z.object({
    yearsRequired: z.number().nullable(),
    yearsFound: z.number().nullable(),
    seniorityRequired: z.string().nullable(),
    seniorityFound: z.string().nullable(),
    /** The lowest degree the posting asks, and the highest the resume shows (absent in older analyses). */
    degreeRequired: z.enum(degreeLevels).nullable().optional(),
    degreeFound: z.enum(degreeLevels).nullable().optional(),
    titleSimilarity: z.number().min(0).max(1),
    notes: z.array(z.string()),
  }),
  /** How overallScore blends the others, in words. */
  blend: z.string(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

/** Evidence of nothing: an analysis stored before evidence was kept, or one whose evidence does not parse. */
export const emptyEvidence: Evidence = {
  skills: { matched: [], missing: [] },
  keywords: { matched: [], missing: [], sharedVocabulary: 0 },
  experience: {
    yearsRequired: null,
    yearsFound: null,
    seniorityRequired: null,
    seniorityFound: null,
    titleSimilarity: 0,
    notes: [],
  },
  blend: '',
};

export const analysisSchema = z.object({
  id: z.number().int(),
  resumeId: z.number().int(),
  jobDescriptionId: z.number().int(),
  jobTitle: z.string(),
  overallScore: z.number().int().min(0).max(100),
  skillsScore: z.number().int().min(0).max(100),
  keywordsScore: z.number().int().min(0).max(100),
  experienceScore: z.number().int().min(0).max(100),
  suggestions: z.array(suggestionSchema),
  skillsAnalysis: skillsAnalysisSchema,
  optimizedText: z.string().nullable(),
  /**
   * Beyond the spec: the optimized resume's document (optimizedText is its plain text); null until applied,
   * and for an analysis optimized before documents were kept.
   */
  optimizedDocument: resumeDocumentSchema.nullable().optional(),
  evidence: evidenceSchema,
  /**
   * Which engine answered: "built-in" when no AI provider did (none configured, the built-in model chosen, or
   * every provider failed), else the provider whose model wrote the suggestions marked `source: "model"`.
   */
  provider: z.string(),
  /** The model that answered when a provider did; when the built-in engine answered, the model chosen. */
  model: z.string(),
  createdAt: z.string(),
});
export type Analysis = z.infer<typeof analysisSchema>;

/** POST /api/analyze (core spec §7). */
export const analyzeBodySchema = z.object({
  resumeId: z.number({ message: validationMessages.missingResume }).int().positive(),
  jobDescriptionId: z.number({ message: validationMessages.missingJobDescription }).int().positive(),
  model: z.string().trim().min(1).max(200).default(DEFAULT_MODEL),
});
export const analysisResponseSchema = z.object({ analysis: analysisSchema });
export const analysisListResponseSchema = z.object({ analyses: z.array(analysisSchema) });

const textOfResume = z.string().trim().min(1, 'The resume text is empty').max(100_000);

/**
 * POST /api/optimize-resume (core spec §7). Suggestions are picked by index in the analysis' list. The changes
 * are applied to the document of the analysis' resume; `originalText` is read only when no analysis is known.
 */
export const optimizeBodySchema = z
  .object({
    originalText: textOfResume,
    /** The analysis whose suggestions the indexes refer to; the visitor's newest when absent. */
    analysisId: z.number().int().positive().optional(),
    selectedSkills: z
      .array(z.string().trim().min(1).max(100))
      .max(MAX_SELECTED_SKILLS, validationMessages.tooManySkills)
      .default([]),
    selectedSuggestions: z
      .array(z.object({ index: z.number().int().min(0), applied: z.boolean().default(true) }))
      .max(MAX_SELECTED_SUGGESTIONS, validationMessages.tooManySuggestions)
      .default([]),
    bulletPointSelections: z
      .array(z.object({ original: z.string().min(1).max(2000), selected: z.string().min(1).max(2000) }))
      .max(MAX_SELECTED_BULLETS, validationMessages.tooManyBullets)
      .default([]),
  })
  .refine(
    (body) =>
      body.selectedSkills.length +
        body.selectedSuggestions.filter((entry) => entry.applied).length +
        body.bulletPointSelections.length >
      0,
    { message: validationMessages.selectAtLeastOne },
  );
export type OptimizeBody = z.input<typeof optimizeBodySchema>;
/**
 * The optimized resume as plain text (core spec §7) and, beyond the spec, as Markdown and as its document.
 * All three are of the document of the analysis' resume, its section edits included. Also beyond the spec,
 * `applied` says what was applied: suggestions rewritten, bullet variations written, skills listed, and the
 * rewrites and variations `skipped` because their line is no longer in the resume as it was analysed (edited
 * since, or rewritten by another chosen change).
 */
export const appliedSchema = z.object({
  rewrites: z.number().int().min(0),
  bullets: z.number().int().min(0),
  skills: z.number().int().min(0),
  skipped: z.number().int().min(0),
});
export type Applied = z.infer<typeof appliedSchema>;
export const optimizeResponseSchema = z.object({
  optimizedText: z.string(),
  optimizedMarkdown: z.string(),
  optimizedDocument: resumeDocumentSchema,
  applied: appliedSchema,
});
export type OptimizeResponse = z.infer<typeof optimizeResponseSchema>;

/** Core spec §3: a bullet and its generated rewrites; `selected` is the one the visitor picked. */
export const bulletVariationSchema = z.object({
  original: z.string(),
  variations: z.array(z.string()),
  selected: z.string().nullable(),
  /** "model" when an AI model wrote these variations (checked like the engine's); absent for the engine's. */
  source: z.enum(textSources).optional(),
});
export type BulletVariation = z.infer<typeof bulletVariationSchema>;

/** POST /api/generate-bullet-variations: `jobDescription` carries the analysis' job title (core spec §7). */
export const bulletVariationsBodySchema = z.object({
  resumeText: textOfResume,
  jobDescription: z.string().max(20_000).default(''),
  /** When given, the posting's own keywords guide the rewrites instead of the title's words alone. */
  jobDescriptionId: z.number().int().positive().optional(),
  /** Beyond the spec: the model to ask first (as for /api/analyze); "built-in" asks none. Default: the default model. */
  model: z.string().trim().min(1).max(200).default(DEFAULT_MODEL),
});
/** Beyond the spec: `provider` and `model` say who answered, as in an analysis. */
export const bulletVariationsResponseSchema = z.object({
  variations: z.array(bulletVariationSchema),
  provider: z.string().optional(),
  model: z.string().optional(),
});
