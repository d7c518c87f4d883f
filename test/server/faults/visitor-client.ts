import { randomUUID } from 'node:crypto';
import { makeSessionId, SESSION_HEADER } from '@shared/session-id';

/** One answer of the server: its status and parsed JSON body (undefined for an empty or non-JSON one). */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A file sent as the multipart field `resume`, with optional text fields after it (as the web client does). */
export interface UploadedFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

/**
 * A visitor of a server reached over HTTP (not app.inject): its own x-session-id on every request, the base URL
 * given per call, so one visitor carries on against a restarted server on another port.
 */
export function makeVisitor() {
  const headers = { [SESSION_HEADER]: makeSessionId(Date.now(), randomUUID()) };
  async function answer<T>(response: Response): Promise<Answer<T>> {
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, body: body as T, headers: response.headers };
  }
  return {
    headers,
    async get<T = unknown>(baseUrl: string, url: string): Promise<Answer<T>> {
      return answer(await fetch(`${baseUrl}${url}`, { headers }));
    },
    /** The raw bytes of a GET (a stored file). */
    async bytes(baseUrl: string, url: string): Promise<{ status: number; bytes: Uint8Array }> {
      const response = await fetch(`${baseUrl}${url}`, { headers });
      return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
    },
    async post<T = unknown>(baseUrl: string, url: string, json: unknown): Promise<Answer<T>> {
      return answer(
        await fetch(`${baseUrl}${url}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(json),
        }),
      );
    },
    async upload<T = unknown>(
      baseUrl: string,
      url: string,
      file: UploadedFile,
      fields: Record<string, string> = {},
    ): Promise<Answer<T>> {
      const form = new FormData();
      form.append('resume', new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.fileName);
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return answer(await fetch(`${baseUrl}${url}`, { method: 'POST', headers, body: form }));
    },
  };
}

export type Visitor = ReturnType<typeof makeVisitor>;
