import { readTable } from '../knowledge/read-table';
import usStates from '../knowledge/us-states.json' with { type: 'json' };

/**
 * The US states as addresses write them: the 50 states, the District of Columbia and Puerto Rico, by their
 * postal code ("TX") and their name ("Texas"). One list for every reader of places (posting addresses,
 * resume entry headers), from knowledge/us-states.json.
 */
export const US_STATES: readonly { code: string; name: string }[] = readTable(usStates, 'us-states.json', [
  'code',
  'name',
  'source',
  'reason',
]).map(({ code, name }) => ({ code, name }));

/** The postal codes, "AL" to "WY". */
export const US_STATE_CODES: readonly string[] = US_STATES.map((state) => state.code);
/** The names, "Alabama" to "Wyoming". */
export const US_STATE_NAMES: readonly string[] = US_STATES.map((state) => state.name);

/** The codes as a regular-expression alternation ("AL|AK|…"), for patterns that read an address. */
export const usStateCodeAlternation = US_STATE_CODES.join('|');
/** The names as a regular-expression alternation ("Alabama|Alaska|…|New Hampshire|…"). */
export const usStateNameAlternation = US_STATE_NAMES.map((name) => name.replace(/ /gu, '\\s+')).join('|');

const codes = new Set(US_STATE_CODES);

/** A state's postal code as addresses write it: exactly two capitals of the list ("TX", not "tx" or "Tx"). */
export const isUsStateCode = (text: string): boolean => codes.has(text);
