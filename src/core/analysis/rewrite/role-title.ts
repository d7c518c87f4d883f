/**
 * Nouns that name a role ("Engineer", "Nurse", "Accountant"), in English, Spanish and German: the part of a
 * posting's title that holds one is the role; the rest is team, place, pay or form ("IEN - Registered Nurse
 * Emergency Room", "Plumber - Bethlem Royal Hospital £12.88ph").
 */
const roleNouns = new Set(
  `engineer developer programmer architect designer analyst scientist researcher manager director officer
  coordinator specialist administrator consultant advisor adviser representative associate assistant executive
  supervisor lead head technician technologist nurse practitioner physician doctor therapist pharmacist
  accountant bookkeeper auditor clerk secretary receptionist teacher tutor lecturer professor instructor
  solicitor lawyer attorney paralegal advocate plumber carpenter electrician mechanic chef cook baker cashier
  driver operator worker agent recruiter writer editor producer fellow postdoc intern apprentice trainee
  strategist owner partner tester steward porter cleaner housekeeper caregiver carer aide
  practicante desarrollador ingeniero analista gerente jefe asistente entwickler ingenieur berater`.split(
    /\s+/,
  ),
);

/** Words of a segment, as written. */
const wordsOf = (segment: string) => segment.split(/\s+/u).filter(Boolean);
const isRoleNoun = (word: string) =>
  roleNouns.has(
    word
      .toLowerCase()
      .replace(/[^\p{L}]/gu, '')
      .replace(/s$/u, ''),
  );

/**
 * The role a posting's title names, as a summary would lead with it: "Senior Backend Engineer (m/w/d)" ->
 * "Senior Backend Engineer", "Login.gov: Data Analyst" -> "Data Analyst", "IEN - Registered Nurse Emergency
 * Room" -> "Registered Nurse", "Desarrollador Full Stack" as it is. Undefined for the default title
 * ("Position") and for a title that names no role ("TechToGov - TTS: GS 13 Term Limited Various Roles").
 */
export function roleOfTitle(jobTitle: string): string | undefined {
  const title = jobTitle
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/[£$€]\s?[\d.,]+\S*/gu, ' ')
    .replace(/\b\d{4}\s*[-–]\s*\d{2,4}\b/gu, ' ')
    .trim();
  if (!title || title.toLowerCase() === 'position') return undefined;
  for (const segment of title.split(/\s+[-–—|]\s+|:\s+|,\s+/u)) {
    const words = wordsOf(segment);
    const last = words.findLastIndex(isRoleNoun);
    if (last < 0) continue;
    // "Registered Nurse Emergency Room": what follows the role is its ward; "Desarrollador Full Stack" leads with it.
    return (last === 0 ? words : words.slice(0, last + 1)).join(' ');
  }
  return undefined;
}
