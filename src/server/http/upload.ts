import { AppError } from '@core/errors';
import type { MultipartFile } from '@fastify/multipart';
import { serverMessages } from '@shared/messages';
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  bytes: Uint8Array;
  fileName: string;
  /** The MIME type the browser claimed; informative only, the bytes decide. */
  claimedMimeType: string;
}

/** Any failure of the multipart parser itself (bad boundary, cut-off body) is the client's malformed request. */
function malformed(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError('VALIDATION_FAILED', serverMessages.malformedMultipart, undefined, { cause: error });
}

/**
 * Reads the one file of a multipart request. Files of `maxBytes` or more are refused while streaming
 * (the limit is "less than"), so an oversized upload never sits in memory whole.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  { field, maxBytes, tooLargeMessage }: { field: string; maxBytes: number; tooLargeMessage: string },
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', serverMessages.notMultipart);
  const part = await request
    .file({ limits: { fileSize: maxBytes - 1, files: 1, fields: 10, parts: 20 } })
    .catch((error: unknown) => Promise.reject(malformed(error)));
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw new AppError('VALIDATION_FAILED', serverMessages.missingFile(field));
  }
  return readPart(part, tooLargeMessage);
}

/** The longest text field value read; longer ones are cut (every text field we take allows far less). */
const FIELD_MAX_BYTES = 16 * 1024;

/**
 * Reads a multipart request of one file and a few text fields, before or after it (the file manager's new
 * version: a file and its title). Same limits and errors as `readUploadedFile`; fields are the first value of
 * each name, as sent, for the route's schema to check.
 */
export async function readUploadedForm(
  request: FastifyRequest,
  { field, maxBytes, tooLargeMessage }: { field: string; maxBytes: number; tooLargeMessage: string },
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', serverMessages.notMultipart);
  const parts = request.parts({
    limits: { fileSize: maxBytes - 1, files: 1, fields: 10, parts: 20, fieldSize: FIELD_MAX_BYTES },
  });
  // The form's own field names, which may be anything ("constructor", "__proto__").
  const fields = new Map<string, string>();
  let file: UploadedFile | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !fields.has(part.fieldname))
          fields.set(part.fieldname, part.value);
      } else if (part.fieldname === field) {
        file = await readPart(part, tooLargeMessage);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    throw malformed(error);
  }
  if (!file) throw new AppError('VALIDATION_FAILED', serverMessages.missingFile(field));
  return { file, fields: Object.fromEntries(fields) };
}

/** The whole of one file part, refused past the size limit. */
async function readPart(part: MultipartFile, tooLargeMessage: string): Promise<UploadedFile> {
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
    }
    throw malformed(error);
  }
  if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
  return {
    bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
    fileName: part.filename,
    claimedMimeType: part.mimetype,
  };
}
