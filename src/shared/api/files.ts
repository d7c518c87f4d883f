import { z } from 'zod';
import { fileValidationResultSchema } from '../file-validation';

/** POST /api/files/validate answers `{ validation }` (platform spec §7). */
export const validateFileResponseSchema = z.object({ validation: fileValidationResultSchema });
