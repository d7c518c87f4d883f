/** Windows-1252 characters for bytes 0x80-0x9F; the five undefined bytes stay C1 controls. */
const c1Range = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const latin1 = new TextDecoder('latin1');

/**
 * Node 20.18.3+ decodes bytes 0x80-0x9F of windows-1252 as C1 control characters (nodejs/node#56542)
 * instead of the curly quotes, dashes, bullet and euro sign Windows puts there. This maps them back;
 * harmless once Node is fixed, since a correct decoder leaves only the five unassigned bytes in that range.
 */
export function repairWindows1252(decoded: string): string {
  return decoded.replace(/[\u0080-\u009f]/g, (c) => c1Range[c.charCodeAt(0) - 0x80] ?? c);
}

/** Decodes Windows-1252 correctly on every Node version. */
export function decodeWindows1252(bytes: Uint8Array): string {
  return repairWindows1252(latin1.decode(bytes));
}
