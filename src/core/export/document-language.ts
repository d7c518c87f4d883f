import { languageOf } from '@core/analysis/text/language';
import { renderText } from '@core/resume/render-text';
import type { ResumeDocument } from '@shared/resume-document';

/** A share of letters in East Asian scripts from which the resume is taken as written in them. */
const SCRIPT_SHARE = 0.2;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * The language the resume is written in, as a BCP 47 tag for the `lang` of an HTML page and a PDF: Japanese
 * (kana among Han), Korean (Hangul) or Chinese (Han) when a fifth of its letters are in those scripts, else
 * English, Spanish or German as the analysis tells them apart (English when unsure).
 */
export function languageOfDocument(document: ResumeDocument): string {
  const text = renderText(document);
  const letters = count(text, /\p{L}/gu);
  const kana = count(text, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const hangul = count(text, /\p{Script=Hangul}/gu);
  const han = count(text, /\p{Script=Han}/gu);
  if (letters > 0 && (kana + hangul + han) / letters >= SCRIPT_SHARE) {
    if (kana > 0) return 'ja';
    return hangul > han ? 'ko' : 'zh';
  }
  return languageOf(text);
}
