import { modelBulletsAnswerSchema, modelSuggestionsAnswerSchema } from '@core/analysis/ai/answers';
import { mergeModelBullets } from '@core/analysis/ai/merge-bullets';
import { type Dropped, mergeModelSuggestions } from '@core/analysis/ai/merge-suggestions';
import { analysisPrompt, bulletsPrompt, promptScores } from '@core/analysis/ai/prompts';
import { AppError } from '@core/errors';
import { resumeDocumentOfText } from '@core/resume/build-document';
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
import { BUILT_IN_MODEL } from '@shared/models';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AiChain } from '../../ai/ai-chain';
import type { CheckVisitorLimit } from '../../http/visitor-limits';
import type { VariationsJob } from '../../work/cpu-jobs';
import type { WorkPool } from '../../work/work-pool';
import type { JobsRepository } from '../jobs/jobs.repository';
import { providerDetail } from '../privacy/privacy.messages';
import type { PrivacyRecorder } from '../privacy/privacy-recorder';
import type { ResumesRepository } from '../resumes/resumes.repository';
import type { AnalysesRepository } from './analyses.repository';

/** The engine that answers when no AI provider does (the provider recorded with such an analysis). */
export const BUILT_IN_PROVIDER = 'built-in';
/** Room for 10 suggestions (or 8 bullets, three ways each) and a reasoning model's thinking. */
const ANSWER_MAX_TOKENS = 6000;
const ANALYSES_LISTED = 20;

/** The employer's name as the visitor gave it; the default the form fills in names nobody. */
const companyOf = (job: { company: string }) => (job.company === DEFAULT_COMPANY ? undefined : job.company);

interface Dependencies {
  analyses: AnalysesRepository;
  resumes: ResumesRepository;
  jobs: JobsRepository;
  /** Runs the engine's analysis on a worker thread (issue 22). */
  work: WorkPool;
  /** The current time: "Present" in a resume's dates means this month. */
  now?: () => Date;
  /** The AI provider chain; without it (or with no provider configured) the built-in engine answers alone. */
  ai?: Pick<AiChain, 'generateJson' | 'hasRemote'>;
  /** Counts a call against the visitor's limit of its kind; throws (429) when the limit is reached. */
  checkVisitorLimit?: CheckVisitorLimit;
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** Told of each analysis, optimization and AI provider call (issue 19: the processing-activity log). */
  privacy?: PrivacyRecorder;
}

/**
 * Options of one call: the request's signal cancels the model's call when the visitor goes away; the client
 * address's key counts the call against the address's limit too.
 */
export interface CallOptions {
  signal?: AbortSignal;
  address?: string;
}

/** How many of a model's suggestions or bullets were left out, by reason, for the log. */
function droppedCounts(dropped: readonly Dropped[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const entry of dropped) counts.set(entry.reason, (counts.get(entry.reason) ?? 0) + 1);
  return Object.fromEntries(counts);
}

/**
 * Analysis, optimization and bullet variations (core spec §7). The built-in engine always answers; when the
 * visitor chose a remote model and a provider is configured, the chain is asked too (the chosen model first)
 * and its suggestions or variations are merged in after the facts guard (src/core/analysis/ai). The scores
 * are always the engine's. When no provider answers, the engine's answer stands, recorded as "built-in".
 */
export function createAnalysesService({
  analyses,
  resumes,
  jobs,
  work,
  now = () => new Date(),
  ai,
  checkVisitorLimit,
  log,
  privacy,
}: Dependencies) {
  /** Whether this call goes to a remote model: one was chosen and a provider is configured. */
  const asksModel = (model: string) => model !== BUILT_IN_MODEL && ai !== undefined && ai.hasRemote();

  return {
    /** Reads the resume's document as the visitor left it (section edits included), as its plain text. */
    async analyze(
      owner: string,
      body: z.output<typeof analyzeBodySchema>,
      { signal, address }: CallOptions = {},
    ): Promise<Analysis> {
      const viaModel = asksModel(body.model);
      await checkVisitorLimit?.({ owner, address }, viaModel ? 'ai' : 'analyze');
      const resume = await resumes.partsOf(owner, body.resumeId);
      if (!resume) throw new AppError('NOT_FOUND', validationMessages.missingResume);
      const job = await jobs.find(owner, body.jobDescriptionId);
      if (!job) throw new AppError('NOT_FOUND', validationMessages.missingJobDescription);
      const today = now();
      const { result, resumeText, sections } = await work.run(
        'analyze',
        {
          resume,
          jobTitle: job.title,
          jobText: job.description,
          company: companyOf(job),
          now: { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 },
        },
        owner,
      );
      let answeredBy = { provider: BUILT_IN_PROVIDER, model: body.model };
      let suggestions = result.suggestions;
      if (viaModel && ai) {
        const missingKeywords = result.evidence.keywords.missing.map((term) => term.term);
        const answer = await ai.generateJson({
          task: 'analysis',
          model: body.model,
          ...analysisPrompt({
            resumeText,
            jobTitle: job.title,
            postingText: job.description,
            scores: promptScores(result),
            missingSkills: result.skillsAnalysis.missingSkills,
            missingKeywords,
          }),
          schema: modelSuggestionsAnswerSchema,
          maxTokens: ANSWER_MAX_TOKENS,
          signal,
        });
        if (answer) {
          const merged = mergeModelSuggestions(result.suggestions, answer.data, {
            resumeText,
            sections,
            postingText: job.description,
            keywords: missingKeywords,
          });
          suggestions = merged.suggestions;
          answeredBy = { provider: answer.provider, model: answer.model };
          log?.info(
            {
              task: 'analysis',
              provider: answer.provider,
              added: merged.added,
              dropped: droppedCounts(merged.dropped),
            },
            'model suggestions merged',
          );
        }
      }
      if (answeredBy.provider !== BUILT_IN_PROVIDER)
        await privacy?.activity(owner, 'ai_call', providerDetail(answeredBy.provider));
      await privacy?.activity(owner, 'analysis', providerDetail(answeredBy.provider));
      return analyses.create(owner, {
        ...result,
        suggestions,
        resumeId: resume.resume.id,
        jobDescriptionId: job.id,
        jobTitle: job.title,
        // Nothing is applied yet: the optimized text exists once the visitor applies optimizations.
        optimizedText: null,
        optimizedDocument: null,
        ...answeredBy,
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
      const optimized = await work.run(
        'optimize',
        { document: source ? source.document : resumeDocumentOfText(body.originalText), optimizations },
        owner,
      );
      const { document: optimizedDocument, applied, text: optimizedText } = optimized;
      if (applied.rewrites + applied.bullets + applied.skills === 0)
        throw new AppError('UNPROCESSABLE', analysisMessages.nothingApplied, { applied });
      if (analysis) await analyses.saveOptimized(owner, analysis.id, optimizedText, optimizedDocument);
      await privacy?.activity(
        owner,
        'optimization',
        `${applied.rewrites} rewrites, ${applied.bullets} bullets, ${applied.skills} skills`,
      );
      return {
        optimizedText,
        optimizedMarkdown: optimized.markdown,
        optimizedDocument,
        applied,
      };
    },

    /**
     * The engine's variations, and the model's merged in when a remote model was chosen and answered: `provider`
     * and `model` say who answered, as in an analysis.
     */
    async bulletVariations(
      owner: string,
      body: z.output<typeof bulletVariationsBodySchema>,
      { signal, address }: CallOptions = {},
    ): Promise<{ variations: BulletVariation[]; provider: string; model: string }> {
      const viaModel = asksModel(body.model);
      if (viaModel) await checkVisitorLimit?.({ owner, address }, 'ai');
      let posting: VariationsJob['posting'] = { text: body.jobDescription };
      if (body.jobDescriptionId) {
        const job = await jobs.find(owner, body.jobDescriptionId);
        if (!job) throw new AppError('NOT_FOUND', validationMessages.missingJobDescription);
        posting = { text: job.description, title: job.title, company: companyOf(job) };
      }
      const read = await work.run('variations', { resumeText: body.resumeText, posting }, owner);
      const { keywords } = read;
      const jobTitle = posting.title ?? posting.text.trim();
      const postingText = posting.text;
      const resume = { text: body.resumeText, sections: read.sections };
      const builtIn = read.variations;
      if (!viaModel || !ai || read.rewritable.length === 0)
        return { variations: builtIn, provider: BUILT_IN_PROVIDER, model: body.model };
      const answer = await ai.generateJson({
        task: 'bullet-variations',
        model: body.model,
        ...bulletsPrompt({
          resumeText: resume.text,
          bullets: read.rewritable,
          jobTitle: jobTitle.slice(0, 300),
          keywords,
        }),
        schema: modelBulletsAnswerSchema,
        maxTokens: ANSWER_MAX_TOKENS,
        signal,
      });
      if (!answer) return { variations: builtIn, provider: BUILT_IN_PROVIDER, model: body.model };
      const merged = mergeModelBullets(builtIn, answer.data, {
        resumeText: resume.text,
        sections: resume.sections,
        postingText,
        keywords,
      });
      await privacy?.activity(owner, 'ai_call', providerDetail(answer.provider));
      log?.info(
        {
          task: 'bullet-variations',
          provider: answer.provider,
          added: merged.added,
          dropped: droppedCounts(merged.dropped),
        },
        'model bullet variations merged',
      );
      return { variations: merged.variations, provider: answer.provider, model: answer.model };
    },
  };
}

export type AnalysesService = ReturnType<typeof createAnalysesService>;
