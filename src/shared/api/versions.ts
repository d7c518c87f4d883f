import { z } from 'zod';

/**
 * Resume versions (platform spec §3 "Resume version", §7; issue 17): each resume keeps numbered versions of
 * its file, the newest created active. Routes under /api/resumes/{id}/versions.
 */

/** Platform spec §3 "Resume version". `createdAt` is an ISO timestamp; `fileSize` in bytes. */
export const resumeVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int().min(1),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  fileName: z.string(),
  fileSize: z.number().int().min(0),
  createdAt: z.string(),
  isActive: z.boolean(),
});
export type ResumeVersion = z.infer<typeof resumeVersionSchema>;

/** The multipart text fields of POST /api/resumes/{id}/versions (beside the file field `resume`). */
export const versionFieldsSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).default(''),
  /** Comma-separated, when given. */
  tags: z
    .string()
    .max(500)
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean)
        .slice(0, 20),
    ),
});

/** POST /api/resumes/{id}/versions answers 201 `{ version }`. */
export const versionResponseSchema = z.object({ version: resumeVersionSchema });
/** GET /api/resumes/{id}/versions answers `{ versions }`, newest first. */
export const versionListResponseSchema = z.object({ versions: z.array(resumeVersionSchema) });

/** Paths of one version: /api/resumes/{id}/versions/{versionId}. */
export const versionParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  versionId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** GET /api/resumes/{id}/versions/{versionId}/text answers the version's extracted text. */
export const versionTextResponseSchema = z.object({ text: z.string() });

/** GET /api/resumes/{id}/versions/diff?from=&to= (version ids): the line diff of two versions' text. */
export const versionDiffQuerySchema = z.object({
  from: z.coerce.number().int().positive().max(2_147_483_647),
  to: z.coerce.number().int().positive().max(2_147_483_647),
});
export const diffLineSchema = z.object({
  kind: z.enum(['same', 'added', 'removed']),
  text: z.string(),
});
export type DiffLine = z.infer<typeof diffLineSchema>;
export const versionDiffResponseSchema = z.object({
  from: resumeVersionSchema,
  to: resumeVersionSchema,
  lines: z.array(diffLineSchema),
  added: z.number().int().min(0),
  removed: z.number().int().min(0),
});
export type VersionDiff = z.infer<typeof versionDiffResponseSchema>;
