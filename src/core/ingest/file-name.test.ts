import { describe, expect, it } from 'vitest';
import { extensionOf, MAX_FILE_NAME_LENGTH, sanitizeFileName } from './file-name';

describe('extensionOf', () => {
  it('gives the lower-case extension with its dot', () => {
    expect(extensionOf('My Resume.PDF')).toBe('.pdf');
    expect(extensionOf('archive.tar.gz')).toBe('.gz');
    expect(extensionOf('C:\\Users\\me\\cv.docx')).toBe('.docx');
  });

  it('gives nothing for dot files, bare names and odd endings', () => {
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('resume')).toBe('');
    expect(extensionOf('resume.')).toBe('');
    expect(extensionOf('notes. final draft')).toBe('');
  });

  it('ignores trailing dots and spaces, as Windows does', () => {
    expect(extensionOf('resume.pdf. ')).toBe('.pdf');
  });
});

describe('sanitizeFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(sanitizeFileName('Jane Doe - Resume 2024.pdf')).toBe('Jane Doe - Resume 2024.pdf');
    expect(sanitizeFileName('résumé_Zoë.docx')).toBe('résumé_Zoë.docx');
  });

  it('strips Unix and Windows paths, including traversal', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\jane\\Documents\\cv.docx')).toBe('cv.docx');
    expect(sanitizeFileName('..\\..\\windows\\system32\\evil.txt')).toBe('evil.txt');
    expect(sanitizeFileName('/var/www/../../resume.pdf')).toBe('resume.pdf');
  });

  it('removes control characters and bidirectional overrides that disguise the extension', () => {
    expect(sanitizeFileName('resume\u0000\u0007\n.pdf')).toBe('resume.pdf');
    // "invoice\u202Efdp.exe" displays as "invoiceexe.pdf" but is an .exe.
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitizeFileName('cv\u2066\u200F.pdf')).toBe('cv.pdf');
  });

  it('drops leading dots, collapses whitespace and replaces characters Windows rejects', () => {
    expect(sanitizeFileName('...hidden resume.pdf')).toBe('hidden resume.pdf');
    expect(sanitizeFileName('  my\t\tresume   final .txt')).toBe('my resume final.txt');
    expect(sanitizeFileName('what?<now>:"x"|*.pdf')).toBe('what__now___x___.pdf');
  });

  it('never returns an empty name', () => {
    expect(sanitizeFileName('')).toBe('resume');
    expect(sanitizeFileName('.pdf')).toBe('resume.pdf');
    expect(sanitizeFileName('\u202E\u0000 ...')).toBe('resume');
    expect(sanitizeFileName('../..')).toBe('resume');
  });

  it('does not produce Windows device names', () => {
    expect(sanitizeFileName('CON.txt')).toBe('_CON.txt');
  });

  it('caps the length at 200 characters and keeps the extension', () => {
    const long = `${'a'.repeat(500)}.docx`;
    const safe = sanitizeFileName(long);
    expect(safe).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(safe.endsWith('.docx')).toBe(true);
  });

  it('does not split a surrogate pair when cutting', () => {
    const safe = sanitizeFileName(`${'😀'.repeat(150)}.pdf`);
    expect(safe.length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
    expect(safe).toMatch(/^(?:😀)+\.pdf$/u);
  });
});
