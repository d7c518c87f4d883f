import {
  type Analysis,
  emptyEvidence,
  evidenceSchema,
  skillsAnalysisSchema,
  suggestionSchema,
} from '@shared/api/analysis';
import { type ResumeDocument, resumeDocumentSchema } from '@shared/resume-document';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { analyses } from '../../db/schema';

type AnalysisRow = typeof analyses.$inferSelect;

/** Stored JSON is read back through the contract's schemas, so a malformed row cannot reach a client. */
function toAnalysis(row: AnalysisRow): Analysis {
  return {
    id: row.id,
    resumeId: row.resumeId ?? 0,
    jobDescriptionId: row.jobDescriptionId ?? 0,
    jobTitle: row.jobTitle,
    overallScore: row.overallScore,
    skillsScore: row.skillsScore,
    keywordsScore: row.keywordsScore,
    experienceScore: row.experienceScore,
    suggestions: z.array(suggestionSchema).catch([]).parse(row.suggestions),
    skillsAnalysis: skillsAnalysisSchema
      .catch({ matching: [], missing: [], recommendations: [], missingSkills: [] })
      .parse(row.skillsAnalysis),
    optimizedText: row.optimizedText,
    optimizedDocument: resumeDocumentSchema
      .nullable()
      .catch(null)
      .parse(row.optimizedDocument ?? null),
    evidence: evidenceSchema.catch(emptyEvidence).parse(row.evidence),
    provider: row.provider,
    model: row.model,
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
  };
}

export type NewAnalysis = Omit<Analysis, 'id' | 'createdAt'>;

/** Analyses, scoped by the visitor's owner key. */
export function createAnalysesRepository(db: Database) {
  return {
    /** Answers the analysis as written: only its id and time come back from the database, not its JSON again. */
    async create(owner: string, analysis: NewAnalysis): Promise<Analysis> {
      const [row] = await db
        .insert(analyses)
        .values({ owner, ...analysis })
        .returning({ id: analyses.id, createdAt: analyses.createdAt });
      if (!row) throw new Error('insert into analyses returned no row');
      return { ...analysis, id: row.id, createdAt: (row.createdAt ?? new Date(0)).toISOString() };
    },

    async find(owner: string, id: number): Promise<Analysis | undefined> {
      const [row] = await db
        .select()
        .from(analyses)
        .where(and(eq(analyses.owner, owner), eq(analyses.id, id)));
      return row && toAnalysis(row);
    },

    async list(owner: string, limit: number): Promise<Analysis[]> {
      const rows = await db
        .select()
        .from(analyses)
        .where(eq(analyses.owner, owner))
        .orderBy(desc(analyses.id))
        .limit(limit);
      return rows.map(toAnalysis);
    },

    /** The optimized resume: its plain text and its document. */
    async saveOptimized(
      owner: string,
      id: number,
      optimizedText: string,
      optimizedDocument: ResumeDocument,
    ): Promise<void> {
      await db
        .update(analyses)
        .set({ optimizedText, optimizedDocument })
        .where(and(eq(analyses.owner, owner), eq(analyses.id, id)));
    },
  };
}

export type AnalysesRepository = ReturnType<typeof createAnalysesRepository>;
