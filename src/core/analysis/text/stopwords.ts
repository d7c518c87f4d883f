/**
 * Words that carry no meaning when a resume is compared with a posting: function words, and the boilerplate
 * every posting repeats ("ability", "strong", "including", "required"...). Matching ignores them, and no
 * keyword is made of them.
 *
 * Deliberately NOT stopwords: "experience", "work", "team", "role", "service", "management". Alone they say
 * little, but they make real phrases ("customer experience", "social work", "team leadership", "role model",
 * "food service"), so the keyword extractor refuses them as single-word keywords instead (see keywords.ts).
 */
const english = `
a about above across after again against all almost along already also although always am among an and another
any anyone anything anywhere are aren't around as at be became because become becomes been before being below
between both but by can can't cannot could couldn't did didn't do does doesn't doing don't done down during each
either else enough etc even ever every everyone everything few for from further get gets getting give given go
going had has hasn't have haven't having he her here hers herself him himself his how however i i'm i've if in
inside into is isn't it it's its itself just least less let like made make makes many may me might more most
much must my myself near need needs neither never no nor not nothing now of off often on once one only onto or
other others otherwise our ours ourselves out over own per perhaps please put quite rather really same see seem
seems several shall she should shouldn't since so some someone something sometimes soon still such than that
that's the their theirs them themselves then there there's these they they're this those though through thus
till to together too toward towards under unless until up upon us use used uses using very via want wants was
wasn't way ways we we'll we're we've well were weren't what what's whatever when whenever where whereas wherever
whether which while who whom whose why will with within without won't would wouldn't yet you you'd you'll you're
you've your yours yourself yourselves eg ie vs
`;

/** Posting boilerplate: qualifiers and filler that every posting uses about anything. */
const boilerplate = `
ability abilities able including include includes included strong strongly excellent exceptional outstanding
good great solid sound proven demonstrated demonstrable year years yrs month months plus minimum preferred
preferably ideally required requirement requirements desired desirable essential nice bonus advantage
advantageous candidate candidates applicant applicants ideal successful opportunity opportunities looking seeking
join apply applying responsible responsibilities responsibility qualifications qualification duties duty
knowledge understanding familiarity familiar proficiency proficient skills skill skilled related relevant
similar equivalent various variety new within across key etc able effectively efficiently successfully highly
closely actively regularly independently proactively quickly clearly accurately currently approximately
appropriate additional other others plus wide range hands-on
`;

/**
 * The most common German function words. Left out because they are English words or abbreviations too:
 * "art", "hat", "war", "er" (emergency room), "ob" (obstetrics).
 */
const german = `
aber als also am an auch auf aus bei beim bis bzw da damit dann das dass dein deine deinen deiner dem den denn
der des die dies diese diesem diesen dieser du durch ein eine einem einen einer eines es euch euer eure für
hast haben habt ich ihr ihre ihrem ihren ihrer im in ist ja jede jedem jeden jeder kein keine mit nach nicht
noch nur oder ohne sehr sein seine sich sie sind so sowie über um und uns unser unsere unter vom von vor
was weil wenn wer wie wir wird wo zu zum zur zwischen gute gut kenntnisse idealerweise mindestens jahre
jahren wünschenswert vorteil muss kriterien profil anforderungen
`;

/** The most common Spanish function words. Left out: "son", "sin", "os" (operating system). */
const spanish = `
al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante el ella ellas ellos
en entre era es esa ese eso esta estas este esto estos fue ha hay la las le les lo los más mas me mi mis muy
nos nosotros nuestra nuestro nuestros nuestras o otra otro otros para pero por porque que qué se ser si sí
sobre su sus también te tu tus tú un una uno unos unas y ya conocimientos años deseable indispensable
requisitos requisito funciones beneficios otras diversas diversos grandes principales incluyendo posibles
lugar previa asignadas basadas activamente comentar aplicar postular convocatoria familiaridad emocionante
emocionantes desafiantes interesados interesado
`;

const stopwords = new Set([english, boilerplate, german, spanish].flatMap((list) => list.split(/\s+/)));
stopwords.delete('');

/** True for a lower-case word that carries no meaning for matching: function words and posting boilerplate. */
export function isStopword(word: string): boolean {
  return word.length < 2 || stopwords.has(word);
}

/**
 * Words too vague to be a keyword on their own, though they may be part of one: "experience" (but "customer
 * experience"), "team" (but "team leadership"), "service" (but "food service"). A keyword made only of
 * such words (or duty verbs, below) is refused too. Seniority words are here: the level is compared apart.
 */
const vague = `
experience experiences experienced work works worked working team teams role roles job jobs position positions
company companies organization organizations organisation organisations environment environments business
service services support day days time times hour hours week weeks month level levels area areas part parts
people person individual individuals member members staff world life way lot things thing place places number
type types kind example basis information career careers growth process processes tool tools system systems
solution solutions practice practices approach approaches best high new current existing daily ongoing
critical important significant deep broad overall necessary regular local national global large small fast
paced class cross functional effective efficient positive dynamic innovative complex multiple diverse full
specific general internal external clear professional technical wide great ideal development passion
passionate technology technologies application applications project projects delivery detail details resume
resumes score scores following possible complete completion document documents eligibility eligible basic
note notes set post holder order value values issue issues problem problems program programs programme
method methods activity activities feel free rewarding valued dedication aspiration attitude capability
capabilities challenging challenge challenges chat course courses goal goals future exciting close department
departments operation operations state states public previous enthusiastic welcoming welcome interest
interests record mix productivity official link email comfortable concept concepts range scale search success
fun safe young supportive employee employees employer preparation considered plenty right multi expert experts
assignment assignment assignments competency competencies provider providers trust quality standard standards
senior junior lead principal intern associate entry mid monday tuesday wednesday thursday friday saturday
sunday opportunity opportunities year years candidate candidates applicant applicants learn learns possession
self non multi pre sub build builds drive drives follow find next show sure add delete title date name
posting postings page line lines item items top says solving
write writes check checks open act acts fellow follows lower present result results based core group common
sense today unique difference comes showing last hand huge better therefore got different outside questions
addition ready fit extra carry feeling matters keen recent options source field breadth invites listens
response approaching applies involves inherent depend benefit track print desire freedom concerns purpose base
info max status according adjust valid willingness objective objectives address emerging plan plans review
reviews salary salaries pay paid band bands charge charges fee fees cost costs fixed term terms contract
contracts annum rata hourly wage wages stipend deduction secondment vacancy vacancies degree degrees student
students final semester semesters orientation practical modern
phenomenal amazing awesome fantastic curious confident energetic proactive hardworking
rockstar ninja wizard wizardry guru chops teammate teammates truly
intermedio intermedios avanzado avanzados básico pueden puede realizar utilizando apoyar través tendrás será
formar parte contar nivel conocer participar afines activo ciclo ciclos últimos estudiante estudiantes carrera
saubere solide praxis vorzugsweise
trabajo equipo empresa área áreas manejo capacidad habilidades oportunidad disponibilidad experiencia
arbeit unternehmen bereich erfahrung aufgaben
`;

/**
 * Verbs that open duties and requirements ("Develop reports", "Ensuring compliance"), as base forms; "-s",
 * "-es", "-ing", "-ed" forms are found from them. Verbs that are often nouns too, or whose "-ing" form is one
 * ("design", "support", "plan", "review", "report", "build", "test", "learn", "write", "drive") are left out:
 * "design systems", "machine learning", "writing skills", "driving licence" are fine keywords.
 */
const verbs = `
develop ensure provide maintain create assist help deliver perform conduct participate prepare
communicate identify improve implement serve contribute collaborate establish demonstrate manage handle
coordinate lead oversee facilitate promote advise engage respond understand take make get keep bring offer
want seek grow love enjoy showcase validate meet evaluate submit define select interpret
investigate employ adopt allow encourage recognize recognise achieve acquire articulate translate optimize
optimise recommend escalate analyze analyse explain inform inspire navigate capture represent evangelize
empower enable obtain utilize utilise leverage attend adhere comply determine conceive assess explore gather
resolve apply require include join work use hold possess demand expect consider
`;

const wordSet = (list: string) => new Set(list.split(/\s+/).filter(Boolean));
const vagueWords = wordSet(vague);
const dutyVerbs = wordSet(verbs);

/** The base forms a word may be an inflection of: "ensuring" -> "ensur", "ensure"; "leads" -> "lead". */
function baseForms(word: string): string[] {
  const forms = [word];
  for (const suffix of ['ing', 'ed', 'es', 's', 'd']) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue;
    const stem = word.slice(0, -suffix.length);
    forms.push(stem, `${stem}e`);
    // "managing" -> "manag" -> "manage"; "planning" -> "plann" -> "plan".
    if (stem.length > 3 && stem.at(-1) === stem.at(-2)) forms.push(stem.slice(0, -1));
  }
  return forms;
}

/** Answers kept per word: the same words come back in every posting and resume. */
const verbCache = new Map<string, boolean>();
const genericCache = new Map<string, boolean>();
const CACHE_LIMIT = 50_000;

function remember(cache: Map<string, boolean>, word: string, answer: boolean): boolean {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, answer);
  return answer;
}

/** Verbs that open a duty ("Develop reports", "Ensuring compliance"): a keyword phrase never starts with one. */
export function isActionVerb(word: string): boolean {
  const known = verbCache.get(word);
  if (known !== undefined) return known;
  return remember(
    verbCache,
    word,
    baseForms(word).some((form) => dutyVerbs.has(form)),
  );
}

/**
 * Vague words, duty verbs, adverbs ("closely") and past participles ("determined", "listed"): never a keyword
 * alone.
 */
export function isGenericWord(word: string): boolean {
  const known = genericCache.get(word);
  if (known !== undefined) return known;
  const isGeneric =
    vagueWords.has(word) ||
    isActionVerb(word) ||
    (word.length > 5 && word.endsWith('ly') && !word.endsWith('ply')) ||
    (word.length > 5 && word.endsWith('ed') && !word.endsWith('eed'));
  return remember(genericCache, word, isGeneric);
}
