/**
 * Words a job title usually ends with, in the languages of our users' postings. Used to tell the title
 * side of "Centers of Excellence - AI Specialist" or "Backend Engineer - Acme" from the company side.
 */
const titleNouns = `
  accountant administrator advisor adviser agent analyst apprentice architect assistant associate
  attorney auditor buyer carpenter cashier chef cleaner clerk coach consultant cook coordinator
  counsel counselor designer developer director driver economist editor electrician engineer
  executive fellow head instructor intern lawyer lead lecturer librarian manager mechanic nurse
  officer operator paralegal pharmacist physician planner plumber postdoc president
  producer professor programmer recruiter representative researcher scientist secretary
  solicitor specialist strategist supervisor surgeon teacher technician technologist therapist
  trainee tutor vp worker writer
  entwickler entwicklerin ingenieur ingenieurin berater beraterin leiter leiterin referent
  referentin sachbearbeiter werkstudent praktikant desarrollador desarrolladora ingeniero ingeniera
  analista practicante gerente jefe asistente técnico técnica développeur développeuse ingénieur
  chargé chargée responsable estagiário desenvolvedor
`
  .trim()
  .split(/\s+/);
const nounSet = new Set(titleNouns);

/** Trailing "(m/w/d)", "(IT Specialist)", "- GS-15", "II" or "2025-2026" do not decide what the phrase is. */
function lastWord(phrase: string): string | undefined {
  const core = phrase
    .replace(/\s*\([^)]*\)\s*$/g, '')
    .replace(/\s+(i{1,3}|iv|v|[0-9./-]+|jr\.?|sr\.?)$/i, '')
    .trim();
  return core
    .split(/[\s/]+/)
    .pop()
    ?.toLowerCase();
}

/** Whether a phrase reads like a job title ("Sr Principal Solutions Architect (AI)", "Backend Entwickler"). */
export function looksLikeJobTitle(phrase: string): boolean {
  if (/\((m\/w\/d|w\/m\/d|m\/f\/d|f\/m\/d|h\/f|f\/h|m\/f|all genders?)\)/i.test(phrase)) return true;
  const word = lastWord(phrase);
  if (!word) return false;
  return nounSet.has(word);
}
