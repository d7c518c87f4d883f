import { findCandidates } from './heading-candidates';
import type { PrintedLine } from './pdf-lines';
import { unspaceLetters } from './section-headings';

const maxHeadingWords = 6;
const maxHeadingChars = 60;

/**
 * The lines a PDF prints in its headings' style. A style (one font at one size) other than the body text's is
 * the headings' style when a sure heading ("Education") is printed in it and known headings make at least half of
 * its lines; a style that entry titles share with the headings fails the half and teaches nothing. A text printed
 * more than once in the style is a label (an entry's "Highlights", a running footer), not a heading.
 */
export function styledHeadings(lines: readonly PrintedLine[]): string[] {
  const byStyle = new Map<string, PrintedLine[]>();
  const characters = new Map<string, number>();
  for (const line of lines) {
    if (!line.style) continue;
    const styled = byStyle.get(line.style);
    if (styled) styled.push(line);
    else byStyle.set(line.style, [line]);
    characters.set(line.style, (characters.get(line.style) ?? 0) + line.text.length);
  }
  const bodyStyle = [...characters].sort((a, b) => b[1] - a[1])[0]?.[0];
  return [...byStyle]
    .filter(([style]) => style !== bodyStyle)
    .flatMap(([, styled]) => {
      const known = styled
        .flatMap((line) => findCandidates(line.text, 0, false).slice(0, 1))
        .filter((candidate) => candidate.source === 'standalone' && candidate.isKnown);
      const isHeadingStyle =
        known.some((candidate) => candidate.isStrong) && known.length * 2 >= styled.length;
      const texts = styled.map((line) => line.text);
      const isOnce = (text: string) => texts.indexOf(text) === texts.lastIndexOf(text);
      return isHeadingStyle ? texts.filter((text) => isShortLine(text) && isOnce(text)) : [];
    });
}

function isShortLine(text: string): boolean {
  return (
    text.length <= maxHeadingChars &&
    /\p{L}/u.test(text) &&
    !/[.,;]$/u.test(text) &&
    unspaceLetters(text).split(/\s+/u).length <= maxHeadingWords
  );
}
