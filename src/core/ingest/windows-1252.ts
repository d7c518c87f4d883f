/** Windows-1252 characters for bytes 0x80-0x9F; the five undefined bytes stay C1 controls. */
const c1Range = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const latin1 = new TextDecoder('latin1');

/**
 * Decodes Windows-1252. Node's TextDecoder maps 0x80-0x9F to C1 control characters instead of the
 * curly quotes, dashes, bullet and euro sign Windows puts there, so those bytes are mapped here.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return latin1.decode(bytes).replace(/[\u0080-\u009f]/g, (c) => c1Range[c.charCodeAt(0) - 0x80] ?? c);
}
