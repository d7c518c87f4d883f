/**
 * One thing a security scan noticed, worded for a job seeker. `info` is kept in the scan's record but is
 * neither shown as a warning nor counted in the risk level: something harmless worth knowing.
 */
export interface Finding {
  severity: 'high' | 'medium' | 'low' | 'info';
  /** Stable identifier, e.g. 'macro', 'javascript', 'zip-bomb', 'external-template'. */
  kind: string;
  message: string;
  /** True when the finding is code that can run (macros, JavaScript, DDE, event handlers). */
  isScript?: boolean;
}

/**
 * Kinds that stop a file from being read at all, whatever their severity: the content is locked or
 * broken, or opening it would overload the machine.
 */
export const blockingKinds: ReadonlySet<string> = new Set(['encrypted', 'damaged', 'too-complex']);

/** Kinds after which no reader may open the file: decompressing it is itself the attack. */
export const unsafeToOpenKinds: ReadonlySet<string> = new Set([
  'zip-bomb',
  'archive-abuse',
  'path-traversal',
  'encrypted',
  'damaged',
  'too-complex',
]);

export function riskLevelOf(findings: readonly Finding[]): 'low' | 'medium' | 'high' {
  if (findings.some((f) => f.severity === 'high')) return 'high';
  if (findings.some((f) => f.severity === 'medium')) return 'medium';
  return 'low';
}

/** Keeps the first finding of each kind: one message per problem, not one per occurrence. */
export function uniqueFindings(findings: readonly Finding[]): Finding[] {
  const byKind = new Map<string, Finding>();
  const rank = { high: 3, medium: 2, low: 1, info: 0 } as const;
  for (const finding of findings) {
    const seen = byKind.get(finding.kind);
    if (!seen || rank[finding.severity] > rank[seen.severity]) byKind.set(finding.kind, finding);
  }
  return [...byKind.values()];
}

/**
 * Turns a finding ("This PDF contains JavaScript, ...") into the sentence shown when an upload is
 * refused ("This file was refused: it contains JavaScript, ...").
 */
export function refusalMessage(finding: Finding): string {
  const match = /^This (?:file|PDF|Word file|RTF file|web page|document|archive) (.+)$/s.exec(
    finding.message,
  );
  return match ? `This file was refused: it ${match[1]}` : `This file was refused: ${finding.message}`;
}

/** File names whose extension runs code on Windows or macOS when opened. */
export const executableNamePattern =
  /\.(?:exe|scr|com|pif|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|msi|msp|dll|cpl|jar|lnk|reg|app|command|sh|scf|inf|iso|img|vhd)$/i;

/** True when the bytes start like a Windows program (MZ header). */
export function looksExecutable(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x4d && bytes[1] === 0x5a;
}
