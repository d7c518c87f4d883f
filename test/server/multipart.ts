import { randomUUID } from 'node:crypto';

/** A multipart/form-data body with one file part, for app.inject. */
export function multipartBody(
  field: string,
  fileName: string,
  bytes: Uint8Array,
  mimeType = 'application/octet-stream',
) {
  const boundary = `----vitae${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${mimeType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A multipart/form-data body with one file part and text fields, for app.inject. The fields follow the file, as
 * the web client appends them, unless `fieldsFirst`.
 */
export function multipartForm(
  file: { field: string; fileName: string; bytes: Uint8Array; mimeType?: string },
  fields: Record<string, string>,
  { fieldsFirst = false }: { fieldsFirst?: boolean } = {},
) {
  const boundary = `----vitae${randomUUID()}`;
  const fileHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.mimeType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const filePart = Buffer.concat([fileHead, Buffer.from(file.bytes), Buffer.from('\r\n')]);
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const parts = fieldsFirst ? [...fieldParts, filePart] : [filePart, ...fieldParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
