/** What `bench/memory.ts` asks its probe processes (`memory-probe.ts`) to take, and what they answer. */

/** The pieces of the server, in the order memory.ts takes them. */
export const pieces = ['pglite', 'pdfjs', 'ingestion', 'analysis', 'export', 'app'] as const;
export type Piece = (typeof pieces)[number];

/** One line a probe prints: its memory (bytes) after a piece was imported ("import") or also used ("use"). */
export interface ProbeLine {
  piece: Piece | 'baseline';
  stage: 'import' | 'use';
  rss: number;
  heapUsed: number;
  external: number;
  /** RSS and external memory just before the forced GC: what a server that has not collected yet holds. */
  rssBeforeGc: number;
  externalBeforeGc: number;
}
