import type { ResumeVersion } from '@shared/api/versions';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/resumes/{id}/versions/{versionId}/file, saved under the version's own file name. */
export async function downloadVersionFile(resumeId: number, version: ResumeVersion): Promise<void> {
  const response = await apiRequest('GET', `/api/resumes/${resumeId}/versions/${version.id}/file`);
  saveFile(version.fileName, await response.blob());
}
