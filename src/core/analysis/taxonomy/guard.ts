/**
 * How sure a written name must look before the finder counts it as a skill. Names that are also common words
 * ("Go", "Chef", "Spring", "Excel", "R") would otherwise invent skills in ordinary sentences.
 * - 'exact-case': written exactly as the name ("Excel", not "excel"); at the start of a sentence it also needs
 *   to be followed by something other than a preposition ("Excel at ..." is the verb).
 * - 'exact-case+context': written exactly as the name, and another technical skill on the same line
 *   ("Python, Go and Rust"; "Chef, Puppet or Ansible").
 * - 'context': any case, but another technical skill on the same line ("bash, zsh and Python").
 */
export type Guard = 'exact-case' | 'exact-case+context' | 'context';
