import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';

/**
 * The original PDF as an object URL for the preview frame: an <iframe src> cannot send x-session-id,
 * so the bytes are fetched with it and shown from a blob: URL (allowed by our CSP's frame-src).
 */
export function useResumeFileUrl(resumeId: number, isPdf: boolean): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!isPdf) return;
    let objectUrl: string | undefined;
    let isCancelled = false;
    void apiRequest('GET', `/api/resumes/${resumeId}/file`)
      .then((response) => response.blob())
      .then((blob) => {
        if (isCancelled) return;
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setUrl(objectUrl);
      })
      .catch(() => setUrl(undefined));
    return () => {
      isCancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [resumeId, isPdf]);
  return url;
}
