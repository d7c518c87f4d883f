import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Uint8Array (drizzle 0.45 has no built-in bytea column). Both drivers return Buffers/Uint8Arrays. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value)),
  toDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
