import type { TextBox } from '@core/ingest/pdf-items';

/** For tests: a run of text at (x, baseline y) in top-down page coordinates; glyphs half an em wide. */
export function textBox(str: string, x: number, y: number, size = 10): TextBox {
  return {
    str,
    x0: x,
    x1: x + 0.5 * size * str.length,
    y,
    size,
    isRtl: false,
    font: 'f1',
    hasSpaceAfter: false,
  };
}
