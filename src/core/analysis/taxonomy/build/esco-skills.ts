import type { Skill } from '../../types';
import { parseCsv } from './csv';

/**
 * Verbs that open ESCO's task labels ("manage staff", "perform audits"): such a label describes an activity,
 * not a skill name a posting would write. Verbs not listed here are found from the data (see taskVerbs).
 */
const knownVerbs = new Set(
  `manage understand use perform maintain write develop operate apply interact advise provide monitor ensure
  analyse analyze prepare conduct create inspect identify install design handle work tend communicate teach plan
  assess liaise supervise organise organize carry coordinate repair assist promote follow evaluate test interpret
  support keep adjust check oversee clean set implement negotiate demonstrate make remove assemble collect study
  control report process show execute comply lead forecast adapt determine draft integrate calculate select
  protect think build measure manipulate translate inform meet read attend examine sell educate train replace
  estimate record observe define drive respond consult cut give collaborate dispose document review load produce
  gather compile disseminate undertake deal investigate adhere present establish react run position draw
  participate deliver construct act address administer allocate arrange attach balance book calibrate change
  clear combine compose conform convert cooperate cope count decide deploy describe detect diagnose direct
  distribute encourage enforce engage evaluate explain facilitate fill fit fix guide help hire identify improve
  increase instruct interview lay lift listen locate mark match mix modify motivate move obtain order pack
  paint place prepare prevent price prioritise prioritize program provide purchase receive recognise recommend
  recruit reduce register relate reply represent request research resolve restore retrieve schedule secure
  send serve solve sort speak store stay supply take tolerate track transport treat trim update utilise verify
  wash weigh welcome accept accommodate achieve acquire adopt align anticipate approve assign attract audit
  brief coach conceptualise consider contribute cultivate demonstrate encourage ensure evaluate fulfil host
  lubricate nurture operate persuade practise prescribe raise recognise reflect refer reinforce rely report
  sample shape simulate stimulate summarise tailor tune value correspond tidy pick berth upskill play rig employ
  conceive teach teaches mediate discuss interacting competent fluent care cook greet bake sew stack dig
  exercise rewire evacuate climb escort procure crimp customise do stain rinse dump unload distinguish feed bind
  have galvanise contact hear proofread devise synthesise publish formulate solicit renew dye troubleshoot
  celebrate avoid chair dismantle inspire memorise structure comprehend advertise practice practise alter answer
  archive compute creatively decorate exert furnish regulate share solder transfer`.split(/\s+/),
);

/**
 * Last words of a field of knowledge or practice ("employment law", "food safety", "infection control"): the
 * ESCO labels kept are those ending in one of these, or in a field suffix ("toxicology", "ergonomics").
 */
const fieldHeads = new Set(
  `law engineering management science sciences chemistry medicine technology analysis planning design education
  care nursing therapy surgery psychology logistics finance accounting marketing safety security research
  economics physics biology ecology mechanics manufacturing maintenance processing testing training
  administration compliance policy protection prevention counselling counseling treatment assessment architecture
  theory studies programming modelling modeling statistics governance sales trade trading tourism hospitality
  agriculture farming forestry construction transport communication communications relations journalism
  photography writing editing translation interpreting nutrition control auditing banking insurance investment
  taxation procurement recruitment leadership thinking awareness diagnostics diagnosis rehabilitation hygiene
  welding carpentry plumbing electronics`.split(/\s+/),
);
/** Words a label may end in and still name nothing a posting asks for ("coffee characteristics"). */
const vagueTails = new Set(['characteristics', 'aesthetics', 'usage', 'formation', 'pressure']);
const fieldSuffix = /(olog(y|ies)|ics|ism|istry|graphy|nomy|metry|sophy|ery|ing|ation|ship|ure|ory|thropy)$/;

const gerunds = (verb: string) => [
  `${verb}ing`,
  `${verb.replace(/e$/, '')}ing`,
  `${verb}${verb.slice(-1)}ing`,
];
/** Second words that show a task ("working with people", "competent in Korean"), not a name. */
const taskLinks = new Set(['with', 'in', 'to', 'for', 'on', 'up', 'out', 'according', 'into', 'about', 'by']);

/** "monitoring construction site": a gerund of a known verb opens a task. */
function isGerundOf(word: string, verbs: Set<string>): boolean {
  if (!word.endsWith('ing')) return false;
  const stem = word.slice(0, -3);
  return (
    verbs.has(stem) || verbs.has(`${stem}e`) || (stem.at(-1) === stem.at(-2) && verbs.has(stem.slice(0, -1)))
  );
}

/** Content words of a label, cut to five letters, to see whether two labels speak of the same thing. */
const roots = (label: string) =>
  new Set(
    label
      .toLowerCase()
      .split(/[\s-]+/)
      .filter((word) => word.length > 3)
      .map((word) => word.slice(0, 5)),
  );

/** Verbs shown by a row itself: "install heat pump" also reads "installing heat pump". */
function taskVerbs(rows: readonly string[][]): Set<string> {
  const verbs = new Set(knownVerbs);
  for (const labels of rows) {
    const [preferred, ...others] = labels;
    const first = preferred?.split(' ')[0];
    if (!first || !preferred?.includes(' ')) continue;
    if (others.some((label) => gerunds(first).some((form) => label.startsWith(`${form} `)))) verbs.add(first);
  }
  return verbs;
}

/** A label a posting could write as a skill: a short name of a field, not a task and not a vague family. */
function isSkillName(label: string, verbs: Set<string>): boolean {
  const parts = label.split(' ');
  const first = parts[0] ?? '';
  const last = (parts[parts.length - 1] ?? '').toLowerCase();
  if (parts.length > 4 || /[,;:()/'’]|^\d| of /.test(label)) return false;
  if (verbs.has(first) || (parts.length > 1 && (isGerundOf(first, verbs) || taskLinks.has(parts[1] ?? '')))) {
    return false;
  }
  // "electronic test protocols developing": a task turned around, not a name.
  if (parts.length >= 3 && isGerundOf(last, verbs)) return false;
  return !vagueTails.has(last) && (fieldHeads.has(last) || fieldSuffix.test(last));
}

/** ESCO writes its labels in lower case ("computer science"); a skill is shown as a name ("Computer science"). */
const asShown = (name: string) =>
  /^\p{Ll}\P{Lu}*$/u.test(name) ? name[0]?.toUpperCase() + name.slice(1) : name;

const clean = (label: string) =>
  label
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Skills from the ESCO classification: knowledge and skill concepts under the short names a posting would use
 * ("employment law", "time management"), each with its alternative labels that read the same way.
 */
export function escoSkills(csv: string): Skill[] {
  const [header, ...records] = parseCsv(csv);
  const column = (name: string) => header?.indexOf(name) ?? -1;
  const [preferredAt, alternativesAt, reuseAt] = [
    column('preferredLabel'),
    column('altLabels'),
    column('reuseLevel'),
  ];
  const rows = records.map((record) => {
    const preferred = clean(record[preferredAt] ?? '');
    // Some rows of the file carry another concept's alternative labels: keep those sharing a word.
    const words = roots(preferred);
    const alternatives = (record[alternativesAt] ?? '')
      .split('\n')
      .map(clean)
      .filter((label) => label && label !== preferred && [...roots(label)].some((root) => words.has(root)));
    return [preferred, ...alternatives];
  });
  const verbs = taskVerbs(rows);
  const languages = new Set(
    rows.flatMap(([preferred]) =>
      preferred?.match(/^write ([A-Z]\p{L}+)$/u)?.[1] ? [preferred.slice(6)] : [],
    ),
  );
  return rows.flatMap((labels, index) => {
    const names = labels.filter((label) => languages.has(label) || isSkillName(label, verbs));
    const [name, ...aliases] = names;
    if (!name || name.length < 3) return [];
    const reuse = records[index]?.[reuseAt];
    const category = languages.has(name) ? 'language' : reuse === 'transversal' ? 'soft' : 'domain';
    return [
      {
        name: asShown(name),
        category,
        aliases: aliases.filter((alias) => alias.split(' ').length <= 4).slice(0, 5),
      },
    ];
  });
}
