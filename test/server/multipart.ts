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
