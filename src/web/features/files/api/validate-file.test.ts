import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test-support';
import { validateFile } from './validate-file';

afterEach(() => vi.unstubAllGlobals());

const validation = {
  isValid: true,
  issues: [],
  warnings: [],
  metadata: { fileSize: 4, mimeType: 'text/plain', wordCount: 1 },
  securityScan: { riskLevel: 'low', hasMaliciousContent: false, hasScripts: false },
};

describe('validateFile', () => {
  it('sends the file as the field `file` and reports 30 when sent, 60 when answered, 100 when read', async () => {
    const fetchMock = stubFetch({ 'POST /api/files/validate': [Response.json({ validation })] });
    const steps: number[] = [];
    const result = await validateFile(new File(['Jane'], 'cv.txt', { type: 'text/plain' }), (step) =>
      steps.push(step),
    );
    expect(result).toEqual(validation);
    expect(steps).toEqual([30, 60, 100]);
    const form = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect((form.get('file') as File).name).toBe('cv.txt');
  });

  it('stops at the step it reached when the server refuses the file', async () => {
    stubFetch({ 'POST /api/files/validate': [Response.json({ message: 'Too big' }, { status: 413 })] });
    const steps: number[] = [];
    await expect(validateFile(new File(['x'], 'cv.txt'), (step) => steps.push(step))).rejects.toThrow('413');
    expect(steps).toEqual([30]);
  });
});
