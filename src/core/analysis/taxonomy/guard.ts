/**
 * How sure a written name must look before the finder counts it as a skill. Names that are also common words
 * ("Go", "Chef", "Spring", "Excel", "R") would otherwise invent skills in ordinary sentences.
 * - 'exact-case': written exactly as the name ("Excel", not "excel"); at the start of a sentence it also needs
 *   to be followed by something other than a preposition ("Excel at ..." is the verb).
 * - 'exact-case+context': written exactly as the name, and another technical skill on the same line
 *   ("Python, Go and Rust"; "Chef, Puppet or Ansible").
 * - 'context': any case, but another technical skill on the same line ("bash, zsh and Python").
 * - 'initials': the glued reading of a name of single letters (A/P read as "AP"), which other initials share
 *   (AP is also Advanced Placement, Associated Press, an access point): written in capitals, and only beside
 *   other such initials in the sentence ("AP/AR", "AP and AR"). Given by the index, never in skills.json.
 */
export type Guard = 'exact-case' | 'exact-case+context' | 'context' | 'initials';
