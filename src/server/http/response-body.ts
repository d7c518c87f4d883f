import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** The encodings we ask for; each is decompressed as a stream, so the byte cap applies to what it produces. */
export const acceptEncoding = 'gzip, deflate, br';

const textualMediaTypes = new Set([
  'text/html',
  'application/xhtml+xml',
  'text/plain',
  'application/json',
  'application/ld+json',
]);

/** Splits a Content-Type header into its lower-case media type and its charset parameter, if any. */
export function parseContentType(header: string | undefined): { mediaType: string; charset?: string } {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const mediaType = type.trim().toLowerCase();
  for (const parameter of parameters) {
    const match = /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(parameter);
    if (match?.[1]) return { mediaType, charset: match[1].toLowerCase() };
  }
  return { mediaType };
}

/** Web pages, plain text and JSON (including every `+json` type such as application/ld+json). */
export function isTextualMediaType(mediaType: string): boolean {
  return textualMediaTypes.has(mediaType) || /^application\/[\w.-]+\+json$/.test(mediaType);
}

/**
 * Reads at most `maxBytes` of the (decompressed) body and stops there: nothing beyond the cap is buffered.
 * The caller destroys the request afterwards, which closes the socket so the server stops sending.
 * Throws for a content encoding we did not ask for.
 */
export async function readCappedBody(
  response: IncomingMessage,
  maxBytes: number,
): Promise<{ bytes: Buffer; truncated: boolean }> {
  const stream = decompressed(response);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const room = maxBytes - size;
    if (chunk.length > room) {
      chunks.push(chunk.subarray(0, room));
      size += room;
      return { bytes: Buffer.concat(chunks, size), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { bytes: Buffer.concat(chunks, size), truncated: false };
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decompressor =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (decompressor) return pipeline(response, decompressor, () => {});
  if (encoding === 'identity' || encoding === '') return response;
  throw new Error(`unexpected content encoding ${encoding}`);
}
