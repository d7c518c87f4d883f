/** A run of text placed on a PDF page, in top-down page coordinates (points, y grows downwards). */
export interface TextBox {
  str: string;
  /** Left and right edges. */
  x0: number;
  x1: number;
  /** Baseline. */
  y: number;
  /** Font size (height of an em). */
  size: number;
  isRtl: boolean;
  /** The font pdf.js loaded for the run (its id within the document): with the size, the run's style. */
  font: string;
  /** pdf.js put a blank item right after this one: the writer meant a space, however narrow the gap. */
  hasSpaceAfter: boolean;
}

/** The part of a pdf.js text item we use (see pdf.js `TextItem`). */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  dir?: string;
  fontName?: string;
}

type Matrix = readonly [number, number, number, number, number, number];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

function toMatrix(values: readonly number[]): Matrix | undefined {
  if (values.length < 6 || !values.every(Number.isFinite)) return undefined;
  return values.slice(0, 6) as unknown as Matrix;
}

/**
 * Place pdf.js text items on the page as seen (the viewport applies page rotation and crop offsets).
 * Blank items are dropped (spacing is rebuilt from positions) but mark a space after the item before them.
 * Rotated or vertical text (decorative side labels, watermarks) is left out: it has no place in the reading order.
 */
export function toTextBoxes(items: readonly PdfTextItem[], viewportTransform: readonly number[]): TextBox[] {
  const viewport = toMatrix(viewportTransform);
  if (!viewport) return [];
  const boxes: TextBox[] = [];
  const viewportScale = Math.hypot(viewport[0], viewport[1]);
  let previous: TextBox | undefined;
  for (const item of items) {
    if (!item.str.trim()) {
      if (previous && item.str) previous.hasSpaceAfter = true;
      continue;
    }
    previous = toTextBox(item, viewport, viewportScale);
    if (previous) boxes.push(previous);
  }
  return boxes;
}

function toTextBox(item: PdfTextItem, viewport: Matrix, viewportScale: number): TextBox | undefined {
  const own = toMatrix(item.transform);
  if (!own) return undefined;
  const [a, b, c, d, x, y] = multiply(viewport, own);
  const size = Math.abs(d);
  const scaleX = Math.hypot(a, b);
  // Horizontal on the page: the baseline runs left to right and glyphs stand upright (y grows downwards, so
  // d < 0), possibly slanted (a synthetic italic shears x by y).
  const isHorizontal = a > 0 && d < 0 && Math.abs(b) < 0.05 * scaleX && Math.abs(c) < size;
  if (!isHorizontal || size < 0.5 || size > 500) return undefined;
  const width = item.width > 0 ? item.width * viewportScale : estimateWidth(item.str, scaleX);
  return {
    str: item.str,
    x0: x,
    x1: x + width,
    y,
    size,
    isRtl: item.dir === 'rtl',
    font: item.fontName ?? '',
    hasSpaceAfter: false,
  };
}

function estimateWidth(str: string, size: number): number {
  return str.length * size * 0.5;
}

/** Font size of most of the text (the median over characters): the body text's size. */
export function bodySize(boxes: readonly TextBox[]): number {
  const sorted = [...boxes].sort((a, b) => a.size - b.size);
  const total = sorted.reduce((sum, box) => sum + box.str.length, 0);
  let seen = 0;
  for (const box of sorted) {
    seen += box.str.length;
    if (seen * 2 >= total) return box.size;
  }
  return 10;
}

/** Glyphs of one icon font on a page at most (bullets and contact icons). */
const MAX_MARKS = 500;

/** What pdf.js gives for a glyph it cannot map to text; normalize-text.ts reads it as an icon or a bullet. */
const iconGlyph = '\uE000';

/**
 * A font that prints only lone characters on a page, Latin or Greek letters or symbols, never two side by side,
 * is an icon or symbol font (Font Awesome, a bullet font): its glyphs are marks, not letters ("f" before each bullet, "Ȳ"
 * before a phone number), and read as an unmapped icon glyph. Letters spaced one box each sit side by side;
 * a Chinese character a fallback font prints alone is a character.
 */
export function markSymbolFonts(boxes: readonly TextBox[]): TextBox[] {
  const byFont = new Map<string, TextBox[]>();
  for (const box of boxes) {
    const printed = byFont.get(box.font);
    if (printed) printed.push(box);
    else byFont.set(box.font, [box]);
  }
  const symbolFonts = new Set<string>();
  for (const [font, printed] of byFont) {
    // An icon font prints a few marks a page: the cap also bounds the pairwise look on a hostile page.
    if (font === '' || printed.length > MAX_MARKS || !printed.every((box) => isLoneMark(box.str.trim())))
      continue;
    if (!printed.some((box) => printed.some((other) => isBeside(box, other)))) symbolFonts.add(font);
  }
  if (symbolFonts.size === 0) return [...boxes];
  return boxes.map((box) => (symbolFonts.has(box.font) ? { ...box, str: iconGlyph } : box));
}

/** One Latin or Greek letter, mark or symbol; not a character of a CJK script (Kangxi radicals are symbols). */
const isLoneMark = (text: string) =>
  [...text].length === 1 &&
  /^[\p{sc=Latin}\p{sc=Greek}\p{M}\p{S}]$/u.test(text) &&
  !/[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}]/u.test(text);

/** Two boxes on one baseline, the second starting within a character's width of the first's end. */
function isBeside(box: TextBox, other: TextBox): boolean {
  return (
    other !== box &&
    Math.abs(other.y - box.y) < 0.3 * box.size &&
    other.x0 >= box.x1 - 0.1 * box.size &&
    other.x0 - box.x1 < box.size
  );
}
