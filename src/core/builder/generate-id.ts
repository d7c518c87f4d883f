/** The 64 symbols of a generated id (platform spec §9): the URL-safe alphabet nanoid uses. */
export const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** How many symbols a generated id has (platform spec §9). */
export const ID_LENGTH = 21;

/**
 * A random id for a builder entry (an experience or education card): 21 symbols of a 64-symbol alphabet, from
 * `crypto.getRandomValues` (global in Node 20 and browsers). 256 is a multiple of 64, so the low six bits of each
 * random byte pick a symbol with no bias: 126 random bits, as unlikely to collide as a UUID.
 */
export function generateId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH));
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte & 63];
  return id;
}
