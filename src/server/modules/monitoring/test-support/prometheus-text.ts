/**
 * A strict reader of the Prometheus text exposition format 0.0.4, for the tests (prom-client has no parser):
 * `# HELP name text` and `# TYPE name type` lines, samples `name{label="value",…} value [timestamp]`. It throws
 * on anything the format does not allow: a bad metric or label name, a bad escape, an unquoted or repeated
 * label, a value that is not a float, a TYPE after the family's samples or twice, a family whose samples are
 * not together, a repeated series, a histogram without cumulative buckets ending at le="+Inf" = _count.
 */

export interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface PrometheusFamily {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string | undefined;
  samples: PrometheusSample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
/** A float as Go's ParseFloat reads it (the format's rule): decimal, or NaN / Inf / Infinity in any case. */
const FLOAT = /^(?:[+-]?(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?|inf|infinity)|nan)$/i;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function parseFloatStrict(text: string, where: string): number {
  if (!FLOAT.test(text)) throw new Error(`${where}: "${text}" is not a float`);
  if (/inf/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  return /nan/i.test(text) ? Number.NaN : Number(text);
}

/** The family a sample belongs to: histogram and summary samples carry a suffix. */
function familyOf(name: string, families: Map<string, PrometheusFamily>): string {
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!name.endsWith(suffix)) continue;
    const base = name.slice(0, -suffix.length);
    const type = families.get(base)?.type;
    if (type === 'histogram' || (type === 'summary' && suffix !== '_bucket')) return base;
  }
  return name;
}

/** Reads `{a="x",b="y"}` from `text` at `start`; returns the labels and the index after `}`. */
function readLabels(text: string, start: number, where: string): [Record<string, string>, number] {
  const labels = new Map<string, string>();
  let index = start + 1;
  while (text[index] !== '}') {
    const nameEnd = text.indexOf('=', index);
    if (nameEnd < 0) throw new Error(`${where}: a label without "="`);
    const name = text.slice(index, nameEnd);
    if (!LABEL_NAME.test(name)) throw new Error(`${where}: bad label name "${name}"`);
    if (labels.has(name)) throw new Error(`${where}: label "${name}" twice`);
    if (text[nameEnd + 1] !== '"') throw new Error(`${where}: label "${name}" not quoted`);
    let value = '';
    index = nameEnd + 2;
    for (;;) {
      const char = text[index];
      if (char === undefined || char === '\n') throw new Error(`${where}: unterminated label value`);
      if (char === '"') break;
      if (char === '\\') {
        const escaped = text[index + 1];
        if (escaped === '\\' || escaped === '"') value += escaped;
        else if (escaped === 'n') value += '\n';
        else throw new Error(`${where}: bad escape "\\${escaped}"`);
        index += 2;
        continue;
      }
      value += char;
      index += 1;
    }
    labels.set(name, value);
    index += 1;
    if (text[index] === ',') index += 1;
    else if (text[index] !== '}') throw new Error(`${where}: expected "," or "}" after a label`);
  }
  return [Object.fromEntries(labels), index + 1];
}

function checkHistogram(family: PrometheusFamily) {
  const series = new Map<string, { buckets: [number, number][]; count?: number; sum?: boolean }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    const entry = series.get(key) ?? { buckets: [] };
    series.set(key, entry);
    if (sample.name.endsWith('_bucket')) {
      if (le === undefined) throw new Error(`${family.name}: a bucket without le`);
      entry.buckets.push([parseFloatStrict(le, `${family.name} le`), sample.value]);
    } else if (sample.name.endsWith('_count')) entry.count = sample.value;
    else if (sample.name.endsWith('_sum')) entry.sum = true;
    else throw new Error(`${family.name}: sample ${sample.name} is not a bucket, sum or count`);
  }
  for (const [key, entry] of series) {
    const last = entry.buckets.at(-1);
    if (!last || last[0] !== Infinity) throw new Error(`${family.name}${key}: no le="+Inf" bucket last`);
    for (let i = 1; i < entry.buckets.length; i++) {
      const [le, value] = entry.buckets[i] as [number, number];
      const [previousLe, previous] = entry.buckets[i - 1] as [number, number];
      if (le <= previousLe || value < previous)
        throw new Error(`${family.name}${key}: buckets not cumulative`);
    }
    if (entry.count !== last[1] || !entry.sum) throw new Error(`${family.name}${key}: _count or _sum wrong`);
  }
}

/** Every metric family of an exposition, by name, in order. */
export function readPrometheusText(text: string): Map<string, PrometheusFamily> {
  if (!text.endsWith('\n')) throw new Error('the exposition does not end with a line feed');
  const families = new Map<string, PrometheusFamily>();
  const finished = new Set<string>();
  const seriesSeen = new Set<string>();
  let current: string | undefined;
  const family = (name: string): PrometheusFamily => {
    let found = families.get(name);
    if (!found) {
      found = { name, type: 'untyped', help: undefined, samples: [] };
      families.set(name, found);
    }
    return found;
  };
  const enter = (name: string) => {
    if (current === name) return;
    if (current !== undefined) finished.add(current);
    if (finished.has(name)) throw new Error(`family ${name} appears in two places`);
    current = name;
  };
  text
    .slice(0, -1)
    .split('\n')
    .forEach((line, lineIndex) => {
      const where = `line ${lineIndex + 1}`;
      if (line.trim() === '') return;
      if (line.startsWith('#')) {
        const match = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
        if (!match) return; // a comment
        const [, keyword, name = '', rest = ''] = match;
        if (!METRIC_NAME.test(name)) throw new Error(`${where}: bad metric name "${name}"`);
        enter(name);
        const entry = family(name);
        if (keyword === 'HELP') {
          if (entry.help !== undefined) throw new Error(`${where}: HELP twice for ${name}`);
          if (/\\[^\\n]/.test(rest.replaceAll('\\\\', ''))) throw new Error(`${where}: bad escape in HELP`);
          entry.help = rest.replaceAll('\\n', '\n').replaceAll('\\\\', '\\');
        } else {
          if (!TYPES.has(rest)) throw new Error(`${where}: unknown type "${rest}"`);
          if (entry.samples.length > 0 || entry.type !== 'untyped')
            throw new Error(`${where}: TYPE of ${name} after its samples or twice`);
          entry.type = rest as PrometheusFamily['type'];
        }
        return;
      }
      const nameMatch = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line);
      if (!nameMatch) throw new Error(`${where}: no metric name in "${line}"`);
      const name = nameMatch[0];
      let index = name.length;
      let labels: Record<string, string> = {};
      if (line[index] === '{') [labels, index] = readLabels(line, index, where);
      const rest = line.slice(index);
      const parts = /^ (\S+)(?: (-?\d+))?$/.exec(rest);
      if (!parts) throw new Error(`${where}: expected " value [timestamp]" after the series, got "${rest}"`);
      const value = parseFloatStrict(parts[1] as string, where);
      const familyName = familyOf(name, families);
      enter(familyName);
      const series = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
      if (seriesSeen.has(series)) throw new Error(`${where}: series ${series} twice`);
      seriesSeen.add(series);
      family(familyName).samples.push({ name, labels, value });
    });
  for (const entry of families.values()) if (entry.type === 'histogram') checkHistogram(entry);
  return families;
}
