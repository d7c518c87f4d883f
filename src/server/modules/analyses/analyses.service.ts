import { analyzeResume } from '@core/analysis/analyze';
import { postingTerms, profilePosting } from '@core/analysis/posting-profile';
import { bulletVariations } from '@core/analysis/rewrite/bullet-variations';
import { AppError } from '@core/errors';
import { splitSections } from '@core/ingest/sections';
import { applyOptimizations } from '@core/resume/apply-optimizations';
import { resumeDocumentOfText } from '@core/resume/build-document';
import { renderMarkdown } from '@core/resume/render-markdown';
import { renderText } from '@core/resume/render-text';
import type {
  Analysis,
  analyzeBodySchema,
  BulletVariation,
  bulletVariationsBodySchema,
  OptimizeResponse,
  optimizeBodySchema,
} from '@shared/api/analysis';
import { suggestionKind } from '@shared/api/analysis';
import { DEFAULT_COMPANY } from '@shared/api/job-descriptions';
import { analysisMessages, validationMessages } from '@shared/messages';
import type { z } from 'zod';
import type { JobsRepository } from '../jobs/jobs.repository';
import { contactOf } from '../resumes/resume-document';
import type { ResumesRepository } from '../resumes/resumes.repository';
import type { AnalysesRepository } from './analyses.repository';

/** The engine that answers until AI providers are configured (the AI provider issue adds the others). */
export const BUILT_IN_PROVIDER = 'built-in';
const ANALYSES_LISTED = 20;

/** The employer's name as the visitor gave it; the default the form fills in names nobody. */
const companyOf = (job: { company: string }) => (job.company === DEFAULT_COMPANY ? undefined : job.company);

interface Dependencies {
  analyses: AnalysesRepository;
  resumes: ResumesRepository;
  jobs: JobsRepository;
  /** The current time: "Present" in a resume's dates means this month. */
  now?: () => Date;
}

/** Analysis, optimization and bullet variations (core spec §7), on the built-in engine. */
export function createAnalysesService({ analyses, resumes, jobs, now = () => new Date() }: Dependencies) {
  return {
    /** Reads the resume's document as the visitor left it (section edits included), as its plain text. */
    async analyze(owner: string, body: z.output<typeof analyzeBodySchema>): Promise<Analysis> {
      const found = await resumes.documentOf(owner, body.resumeId);
      if (!found) throw new AppError('NOT_FOUND', validationMessages.missingResume);
      const { resume, document } = found;
      const job = await jobs.find(owner, body.jobDescriptionId);
      if (!job) throw new AppError('NOT_FOUND', validationMessages.missingJobDescription);
      const today = now();
      const resumeText = renderText(document);
      const result = analyzeResume({
        resumeText,
        sections: splitSections(resumeText),
        contact: contactOf(document),
        jobTitle: job.title,
        jobText: job.description,
        company: companyOf(job),
        now: { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 },
      });
      return analyses.create(owner, {
        ...result,
        resumeId: resume.id,
        jobDescriptionId: job.id,
        jobTitle: job.title,
        // Nothing is applied yet: the optimized text exists once the visitor applies optimizations.
        optimizedText: null,
        optimizedDocument: null,
        provider: BUILT_IN_PROVIDER,
        model: body.model,
      });
    },

    /** The newest first; the workspace restores the first. */
    list: (owner: string) => analyses.list(owner, ANALYSES_LISTED),

    async get(owner: string, id: number): Promise<Analysis> {
      const analysis = await analyses.find(owner, id);
      if (!analysis) throw new AppError('NOT_FOUND', analysisMessages.notFound);
      return analysis;
    },

    /**
     * Applies the chosen rewrites, bullet variations and skills to the document of the analysis' resume (its
     * section edits included) and keeps the result with the analysis, answering what was applied. `originalText`
     * is read only when the visitor has no analysis to apply them to. A choice with nothing to apply (advice
     * only) is refused like an empty one (400); one of which nothing could be applied (every line changed since
     * the analysis) is refused (422) and saves nothing.
     */
    async optimize(owner: string, body: z.output<typeof optimizeBodySchema>): Promise<OptimizeResponse> {
      const picked = body.selectedSuggestions.filter((entry) => entry.applied);
      const analysis = body.analysisId
        ? await analyses.find(owner, body.analysisId)
        : (await analyses.list(owner, 1))[0];
      if (body.analysisId && !analysis) throw new AppError('NOT_FOUND', analysisMessages.notFound);
      const chosen = picked.map(({ index }) => {
        const suggestion = analysis?.suggestions[index];
        if (!suggestion) throw new AppError('VALIDATION_FAILED', analysisMessages.staleSuggestion);
        return suggestion;
      });
      // What choosing each suggestion does (`suggestionKind`): rewrite its line, add its skill like a chosen
      // skill, or nothing (advice).
      const optimizations = {
        skills: [
          ...body.selectedSkills,
          ...chosen.flatMap((suggestion) =>
            suggestionKind(suggestion) === 'skill' && suggestion.skill ? [suggestion.skill] : [],
          ),
        ],
        replacements: chosen.flatMap((suggestion) =>
          suggestionKind(suggestion) === 'rewrite' && suggestion.original && suggestion.replacement
            ? [{ original: suggestion.original, replacement: suggestion.replacement }]
            : [],
        ),
        bullets: body.bulletPointSelections,
      };
      const { skills, replacements, bullets } = optimizations;
      if (skills.length + replacements.length + bullets.length === 0)
        throw new AppError('VALIDATION_FAILED', validationMessages.selectAtLeastOne);
      const source = analysis && (await resumes.documentOf(owner, analysis.resumeId));
      const { document: optimizedDocument, applied } = applyOptimizations(
        source ? source.document : resumeDocumentOfText(body.originalText),
        optimizations,
      );
      if (applied.rewrites + applied.bullets + applied.skills === 0)
        throw new AppError('UNPROCESSABLE', analysisMessages.nothingApplied, { applied });
      const optimizedText = renderText(optimizedDocument);
      if (analysis) await analyses.saveOptimized(owner, analysis.id, optimizedText, optimizedDocument);
      return {
        optimizedText,
        optimizedMarkdown: renderMarkdown(optimizedDocument),
        optimizedDocument,
        applied,
      };
    },

    async bulletVariations(
      owner: string,
      body: z.output<typeof bulletVariationsBodySchema>,
    ): Promise<BulletVariation[]> {
      let keywords = body.jobDescription.split(/[^\p{L}\p{N}+#.]+/u).filter((word) => word.length > 1);
      if (body.jobDescriptionId) {
        const job = await jobs.find(owner, body.jobDescriptionId);
        if (!job) throw new AppError('NOT_FOUND', validationMessages.missingJobDescription);
        keywords = postingTerms(profilePosting(job.description, job.title, companyOf(job)));
      }
      const resume = { text: body.resumeText, sections: splitSections(body.resumeText) };
      return bulletVariations(resume, keywords);
    },
  };
}

export type AnalysesService = ReturnType<typeof createAnalysesService>;
