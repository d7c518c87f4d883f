import { exportBodySchema, exportFormats } from '@shared/api/export';
import { describe, expect, it } from 'vitest';
import { exportRequestBody } from './export-resume';

describe('exportRequestBody', () => {
  it('asks for ATS optimizing on every format but PDF, with metadata, Arial 11 pt and 1-inch margins', () => {
    expect(exportRequestBody('pdf')).toEqual({
      format: 'pdf',
      includeMetadata: true,
      optimizeForATS: false,
      customizations: {
        fontFamily: 'Arial, sans-serif',
        fontSize: 11,
        margins: { top: 1, right: 1, bottom: 1, left: 1 },
      },
    });
    for (const format of exportFormats.filter((format) => format !== 'pdf'))
      expect(exportRequestBody(format).optimizeForATS).toBe(true);
  });

  it('names the analysis whose optimized resume to export, and is a body the route accepts', () => {
    expect(exportRequestBody('docx', 7).analysisId).toBe(7);
    expect('analysisId' in exportRequestBody('docx')).toBe(false);
    expect(exportRequestBody('html', undefined, 'tech-stack').template).toBe('tech-stack');
    expect('template' in exportRequestBody('html')).toBe(false);
    for (const format of exportFormats)
      expect(exportBodySchema.safeParse(exportRequestBody(format, 3, 'executive-pro')).success).toBe(true);
  });
});
