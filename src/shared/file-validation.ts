import { z } from 'zod';

/** Platform spec §3 "File validation result". */
export const riskLevels = ['low', 'medium', 'high'] as const;

export const fileValidationResultSchema = z.object({
  isValid: z.boolean(),
  issues: z.array(z.string()),
  warnings: z.array(z.string()),
  metadata: z.object({
    fileSize: z.number().int().min(0),
    mimeType: z.string(),
    pages: z.number().int().min(0).optional(),
    wordCount: z.number().int().min(0),
    encoding: z.string().optional(),
  }),
  securityScan: z.object({
    riskLevel: z.enum(riskLevels),
    hasMaliciousContent: z.boolean(),
    hasScripts: z.boolean(),
  }),
});
export type FileValidationResult = z.infer<typeof fileValidationResultSchema>;
