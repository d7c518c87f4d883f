import { analyzeResume } from '@core/analysis/analyze';
import { postingTerms, profilePosting } from '@core/analysis/posting-profile';
import { bulletVariations } from '@core/analysis/rewrite/bullet-variations';
import { optimizeResume } from '@core/analysis/rewrite/optimize';
import { AppError } from '@core/errors';
import { splitSections } from '@core/ingest/sections';
import type {
  Analysis,
  analyzeBodySchema,
  BulletVariation,
  bulletVariationsBodySchema,
  optimizeBodySchema,
} from '@shared/api/analysis';
import { DEFAULT_COMPANY } from '@shared/api/job-descriptions';
import { analysisMessages, validationMessages } from '@shared/messages';
import type { z } from 'zod';
import type { JobsRepository } from '../jobs/jobs.repository';
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
    async analyze(owner: string, body: z.output<typeof analyzeBodySchema>): Promise<Analysis> {
      const resume = await resumes.find(owner, body.resumeId);
      if (!resume) throw new AppError('NOT_FOUND', validationMessages.missingResume);
      const job = await jobs.find(owner, body.jobDescriptionId);
      if (!job) throw new AppError('NOT_FOUND', validationMessages.missingJobDescription);
      const today = now();
      const result = analyzeResume({
        resumeText: resume.originalText,
        contact: resume.contact,
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

    async optimize(owner: string, body: z.output<typeof optimizeBodySchema>): Promise<string> {
      const applied = body.selectedSuggestions.filter((entry) => entry.applied);
      const analysis = body.analysisId
        ? await analyses.find(owner, body.analysisId)
        : (await analyses.list(owner, 1))[0];
      if (body.analysisId && !analysis) throw new AppError('NOT_FOUND', analysisMessages.notFound);
      const replacements = applied.map(({ index }) => {
        const suggestion = analysis?.suggestions[index];
        if (!suggestion) throw new AppError('VALIDATION_FAILED', analysisMessages.staleSuggestion);
        return suggestion;
      });
      const optimizedText = optimizeResume({
        originalText: body.originalText,
        skills: body.selectedSkills,
        // Guidance without a rewrite changes no line: only rewrites are applied to the text.
        replacements: replacements.flatMap(({ original, replacement }) =>
          original && replacement ? [{ original, replacement }] : [],
        ),
        bullets: body.bulletPointSelections,
      });
      if (analysis) await analyses.saveOptimizedText(owner, analysis.id, optimizedText);
      return optimizedText;
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
