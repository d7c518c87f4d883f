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

/** "bachelor degree" about "Computer Science" -> "Bachelor degree in Computer Science". */
function credentialText(node: JsonObject): string | undefined {
  const category = valueText(node.credentialCategory) ?? valueText(node.educationalLevel);
  const about = valueText(node.about);
  if (!category) return about ?? valueText(node.name) ?? valueText(node.description);
  return capitalise(about ? `${category} in ${about}` : category);
}

/** `monthsOfExperience: 36` -> "36 months of experience", with the requirement's description if any. */
function experienceText(node: JsonObject): string | undefined {
  const months = Number(
    typeof node.monthsOfExperience === 'string' ? node.monthsOfExperience.trim() : node.monthsOfExperience,
  );
  const described = valueText(node.description);
  if (!Number.isFinite(months) || months <= 0 || node.monthsOfExperience === '') return described;
  const amount = `${months} ${months === 1 ? 'month' : 'months'} of experience`;
  return described ? `${amount}: ${described}` : amount;
}

/** Readable text of an object value: a credential, an experience requirement, or anything with a name. */
function objectText(node: JsonObject): string | undefined {
  if ('credentialCategory' in node || 'educationalLevel' in node) return credentialText(node);
  if ('monthsOfExperience' in node) return experienceText(node);
  return valueText(node['@value']) ?? valueText(node.name) ?? valueText(node.description);
}

/** Plain text of a property value: a string (plain or HTML), an object, or an array of those as bullets. */
function valueText(value: unknown): string | undefined {
  if (typeof value === 'string') return htmlToPlainText(value) || undefined;
  if (isObject(value)) return objectText(value);
  if (!Array.isArray(value)) return undefined;
  const items = value.map(valueText).filter((item): item is string => Boolean(item));
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
 * The description, then Responsibilities, Qualifications, Skills, Education, Experience and Benefits, each
 * under its heading and each once: a property whose text is already in what came before is left out.
 */
export function jobPostingDescription(node: JsonObject): string | undefined {
  const parts: string[] = [];
  let said = '';
  const add = (text: string) => {
    parts.push(text);
    said += comparable(text);
  };
  const description = valueText(node.description);
  if (description) add(description);
  for (const [heading, keys] of sections) {
    const texts = keys
      .map((key) => valueText(node[key]))
      .filter((text): text is string => Boolean(text) && !said.includes(comparable(text as string)));
    const unique = texts.filter(
      (text, index) => texts.findIndex((other) => comparable(other) === comparable(text)) === index,
    );
    if (unique.length > 0) add(`${heading}\n${unique.join('\n')}`);
  }
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}
