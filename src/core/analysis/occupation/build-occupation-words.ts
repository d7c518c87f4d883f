import { words } from '../text/words';
import { occupationKey, usableWord } from './occupation-words';

/** The 23 major groups of the 2018 Standard Occupational Classification (SOC), by their two-digit code. */
export const majorGroups = {
  '11': 'Management',
  '13': 'Business and Financial Operations',
  '15': 'Computer and Mathematical',
  '17': 'Architecture and Engineering',
  '19': 'Life, Physical, and Social Science',
  '21': 'Community and Social Service',
  '23': 'Legal',
  '25': 'Educational Instruction and Library',
  '27': 'Arts, Design, Entertainment, Sports, and Media',
  '29': 'Healthcare Practitioners and Technical',
  '31': 'Healthcare Support',
  '33': 'Protective Service',
  '35': 'Food Preparation and Serving Related',
  '37': 'Building and Grounds Cleaning and Maintenance',
  '39': 'Personal Care and Service',
  '41': 'Sales and Related',
  '43': 'Office and Administrative Support',
  '45': 'Farming, Fishing, and Forestry',
  '47': 'Construction and Extraction',
  '49': 'Installation, Maintenance, and Repair',
  '51': 'Production',
  '53': 'Transportation and Material Moving',
  '55': 'Military Specific',
};

/** What `occupation-words.json` holds: the group names, and each word's leaning towards the groups. */
export interface OccupationWordsData {
  groups: string[];
  /** Word key -> [group index, weight] pairs, weights rounded to 3 decimals, zeros left out. */
  words: Record<string, [number, number][]>;
}

/** A word of an occupation's title says more about it than a word of its description. */
const TITLE_WEIGHT = 3;
/** A word seen fewer times than this across all occupations says too little to keep. */
const MIN_COUNT = 2;

/**
 * How much each word leans towards each SOC major group, from the O*NET occupation titles and descriptions:
 * the word's share of occurrences in each group, scaled by how specific it is (1 − normalised entropy), so
 * "nurse" points strongly at Healthcare Practitioners while "manage" points weakly everywhere.
 */
export function buildOccupationWords(onetOccupations: string): OccupationWordsData {
  const codes = Object.keys(majorGroups);
  const counts = new Map<string, number[]>();
  for (const row of onetOccupations.split('\n').slice(1)) {
    const [code, title, description] = row.split('\t');
    const group = codes.indexOf(code?.slice(0, 2) ?? '');
    if (group < 0 || !title) continue;
    const add = (text: string, weight: number) => {
      for (const key of new Set(words(text).filter(usableWord).map(occupationKey))) {
        const vector = counts.get(key) ?? new Array(codes.length).fill(0);
        vector[group] += weight;
        counts.set(key, vector);
      }
    };
    add(title, TITLE_WEIGHT);
    add(description ?? '', 1);
  }
  // Groups with many occupations (Office and Administrative Support has some sixty) would otherwise draw every
  // common word: each group's counts are read as rates per word of that group.
  const groupTotals = codes.map((_, group) =>
    [...counts.values()].reduce((sum, vector) => sum + (vector[group] ?? 0), 0),
  );
  const entries: [string, [number, number][]][] = [];
  for (const [key, vector] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const total = vector.reduce((sum, count) => sum + count, 0);
    if (total < MIN_COUNT) continue;
    const rates = vector.map((count, group) => count / Math.max(1, groupTotals[group] ?? 0));
    const rateTotal = rates.reduce((sum, rate) => sum + rate, 0);
    const shares = rates.map((rate) => rate / rateTotal);
    const entropy = -shares.reduce((sum, share) => sum + (share > 0 ? share * Math.log(share) : 0), 0);
    const specificity = 1 - entropy / Math.log(codes.length);
    const pairs = shares.flatMap((share, group): [number, number][] => {
      const weight = Math.round(share * specificity * 1000) / 1000;
      return weight > 0 ? [[group, weight]] : [];
    });
    if (pairs.length > 0) entries.push([key, pairs]);
  }
  // fromEntries defines each word as an own property, whatever it is ("constructor", "__proto__").
  return { groups: Object.values(majorGroups), words: Object.fromEntries(entries) };
}

/** The JSON file as checked in: one word a line, so a rebuild shows as a readable diff. */
export function serializeOccupationWords(data: OccupationWordsData): string {
  const lines = Object.entries(data.words).map(
    ([key, pairs]) => `    ${JSON.stringify(key)}: ${JSON.stringify(pairs)}`,
  );
  return `{\n  "groups": ${JSON.stringify(data.groups)},\n  "words": {\n${lines.join(',\n')}\n  }\n}\n`;
}
