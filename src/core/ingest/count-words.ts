const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
/**
 * A letter of a script written without spaces between words, whose words only a dictionary-based segmenter can
 * count: Han, Hiragana and Katakana (Chinese, Japanese), Thai, Lao, Khmer and Myanmar, the scripts ICU's word
 * segmenter has dictionaries for. Hangul is left out on purpose: Korean puts spaces between its words, so
 * splitting on whitespace counts them. The one definition for every "count words, CJK too" test of the ingest.
 */
export const unspacedScript =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const letterOrDigit = /[\p{L}\p{N}]/u;
/** Intl.Segmenter slows down with the square of the input length: feed it short pieces. */
const SEGMENT_PIECE = 512;

/**
 * Words as a word processor counts them: whitespace-separated tokens holding a letter or digit; text in
 * scripts without spaces (Chinese, Japanese, Thai...) is split into words by the ICU segmenter.
 */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) {
    if (!letterOrDigit.test(token)) continue;
    if (!unspacedScript.test(token)) {
      count++;
      continue;
    }
    for (let at = 0; at < token.length; at += SEGMENT_PIECE) {
      for (const segment of wordSegmenter.segment(token.slice(at, at + SEGMENT_PIECE)))
        if (segment.isWordLike) count++;
    }
  }
  return count;
}
