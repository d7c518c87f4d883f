import { type CfbArchive, openCfb } from './cfb-archive';
import type { Finding } from './finding';

/** Text that every Windows program carries in its header. */
const DOS_STUB = 'This program cannot be run in DOS mode';
/** Object classes abused by known document exploits (Equation Editor, OLE2Link, packager, HTML). */
const exploitedClasses = /\b(?:Equation\.[23]|OLE2Link|htmlfile|Shell\.Explorer|ScriptBridge|Forms\.HTML)/i;
const packagedProgram =
  /[\w-]+\.(?:exe|scr|com|pif|bat|cmd|ps1|vbs|vbe|js|jse|wsf|wsh|hta|msi|dll|cpl|jar|lnk|reg|inf|sct)\0/i;

/** Storage and stream names that only exist in documents carrying VBA macros. */
export const macroStorageNames: ReadonlySet<string> = new Set([
  'macros',
  '_vba_project_cur',
  'vba',
  '_vba_project',
  'projectwm',
]);

/** Findings about the macros, equation objects and packaged programs inside a compound file. */
export function inspectCfb(archive: CfbArchive, container: string): Finding[] {
  const findings: Finding[] = [];
  const names = archive.entries.map((e) => e.name.toLowerCase());
  if (names.some((name) => macroStorageNames.has(name))) {
    findings.push({
      severity: 'high',
      kind: 'macro',
      message: `This ${container} contains macros, which can run code on your computer.`,
      isScript: true,
    });
  }
  if (names.includes('equation native')) findings.push(exploitFinding(container));
  for (const entry of archive.entries) {
    if (entry.name !== '\u0001Ole10Native') continue;
    try {
      findings.push(...inspectPayload(archive.readStream(entry, 20 * 1024 * 1024), container));
    } catch {
      // A broken package stream cannot be opened by Word either.
    }
  }
  return findings;
}

/**
 * Looks inside the raw bytes of an embedded object (RTF \objdata, a .bin part, an OLE package) for a
 * Windows program, a packaged script, an exploited object class or a compound file holding macros.
 */
export function inspectPayload(bytes: Uint8Array, container: string): Finding[] {
  const findings: Finding[] = [];
  const text = new TextDecoder('latin1').decode(bytes);
  if (text.includes(DOS_STUB) || packagedProgram.test(text)) {
    findings.push({
      severity: 'high',
      kind: 'embedded-executable',
      message: `This ${container} contains an embedded program or script file, which could harm your computer.`,
    });
  }
  if (exploitedClasses.test(text)) findings.push(exploitFinding(container));
  const cfbStart = text.indexOf('\u00d0\u00cf\u0011\u00e0\u00a1\u00b1\u001a\u00e1');
  if (cfbStart >= 0) {
    try {
      findings.push(...inspectCfb(openCfb(bytes.subarray(cfbStart)), container));
    } catch {
      // Not a readable compound file: nothing more to learn from it.
    }
  }
  return findings;
}

function exploitFinding(container: string): Finding {
  return {
    severity: 'high',
    kind: 'exploit-object',
    message: `This ${container} contains an embedded object of a kind used in known attacks on Word and other programs.`,
  };
}
