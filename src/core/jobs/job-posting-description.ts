/**
 * The plain-text description of a schema.org JobPosting. Many sites write one sentence in `description` and
 * the rest of the posting in the detail properties (`responsibilities`, `qualifications`, `skills`,
 * `educationRequirements`, `experienceRequirements`, `incentiveCompensation`, `jobBenefits`): the
 * description is assembled from all of them, each under its heading.
 */
import { htmlToPlainText } from './html-to-plain';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The headings, in the order they follow the description; Benefits gathers two properties. */
const sections: [heading: string, keys: string[]][] = [
  ['Responsibilities', ['responsibilities']],
  ['Qualifications', ['qualifications']],
  ['Skills', ['skills']],
  ['Education', ['educationRequirements']],
  ['Experience', ['experienceRequirements']],
  ['Benefits', ['incentiveCompensation', 'jobBenefits']],
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * How deep `valueText` reads into objects and arrays. The deepest real value is about four levels (a list of
 * credentials whose category is a DefinedTerm); without a limit, a description nested 100,000 arrays deep
 * overflows the stack.
 */
const maxValueDepth = 8;

/** "bachelor degree" about "Computer Science" -> "Bachelor degree in Computer Science". */
function credentialText(node: JsonObject, depth: number): string | undefined {
  const category = valueText(node.credentialCategory, depth) ?? valueText(node.educationalLevel, depth);
  const about = valueText(node.about, depth);
  if (!category) return about ?? valueText(node.name, depth) ?? valueText(node.description, depth);
  return capitalise(about ? `${category} in ${about}` : category);
}

/** `monthsOfExperience: 36` (or "36") -> "36 months of experience", with the requirement's description if any. */
function experienceText(node: JsonObject, depth: number): string | undefined {
  const value = node.monthsOfExperience;
  // Number() reads "" and " " as 0, which the check below leaves out with any other non-positive number.
  const months = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  const described = valueText(node.description, depth);
  if (!Number.isFinite(months) || months <= 0) return described;
  const amount = `${months} ${months === 1 ? 'month' : 'months'} of experience`;
  return described ? `${amount}: ${described}` : amount;
}

/** Readable text of an object value: a credential, an experience requirement, or anything with a name. */
function objectText(node: JsonObject, depth: number): string | undefined {
  if ('credentialCategory' in node || 'educationalLevel' in node) return credentialText(node, depth);
  if ('monthsOfExperience' in node) return experienceText(node, depth);
  return (
    valueText(node['@value'], depth) ?? valueText(node.name, depth) ?? valueText(node.description, depth)
  );
}

/**
 * Plain text of a property value: a string (plain or HTML), an object, or an array of those as bullets.
 * Objects and arrays deeper than `maxValueDepth` are left out.
 */
function valueText(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return htmlToPlainText(value) || undefined;
  if (depth >= maxValueDepth) return undefined;
  if (isObject(value)) return objectText(value, depth + 1);
  if (!Array.isArray(value)) return undefined;
  const items = value
    .map((item) => valueText(item, depth + 1))
    .filter((item): item is string => Boolean(item));
  if (items.length === 0) return undefined;
  return items.map((item) => (item.includes('\n') || items.length === 1 ? item : `• ${item}`)).join('\n');
}

/** Lower-case words only, so "• Plan menus." and "plan menus" compare equal. */
const comparable = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/**
 * Words a property needs before it counts as a repeat of text found anywhere in what came before. Six words
 * in a row match because they were copied ("Two years in a busy kitchen"); shorter values ("3 years",
 * "Python", "Food hygiene certificate") turn up in prose by chance and still say something as a field, so
 * they count as repeats only as whole lines.
 */
const minimumRepeatWords = 6;

/**
 * The description, then Responsibilities, Qualifications, Skills, Education, Experience and Benefits, each
 * under its heading and each once: a property already said is left out, that is one of at least
 * `minimumRepeatWords` words found in what came before, or one whose every line is a line (a paragraph, a
 * list item) that came before.
 */
export function jobPostingDescription(node: JsonObject): string | undefined {
  const parts: string[] = [];
  let said = '';
  const saidLines = new Set<string>();
  const add = (text: string) => {
    parts.push(text);
    said += comparable(text);
    for (const line of text.split('\n')) saidLines.add(comparable(line));
  };
  const isRepeat = (text: string) => {
    const words = comparable(text);
    const long = words.trim().split(' ').length >= minimumRepeatWords;
    return (
      (long && said.includes(words)) ||
      text.split('\n').every((line) => !line.trim() || saidLines.has(comparable(line)))
    );
  };
  const description = valueText(node.description);
  if (description) add(description);
  for (const [heading, keys] of sections) {
    const texts = keys
      .map((key) => valueText(node[key]))
      .filter((text): text is string => Boolean(text) && !isRepeat(text as string));
    const unique = texts.filter(
      (text, index) => texts.findIndex((other) => comparable(other) === comparable(text)) === index,
    );
    if (unique.length > 0) add(`${heading}\n${unique.join('\n')}`);
  }
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}
