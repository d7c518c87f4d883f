import { describe, expect, it } from 'vitest';
import { profilePosting } from '../posting-profile';
import { findSkills } from '../taxonomy/find-skills';
import { englishGloss } from './english-gloss';
import { languageOf } from './language';

// Sentences from the dev corpus: the BBVA postings (Spanish) and the resume-matcher German posting.
const spanish = [
  'Estamos en búsqueda de un estudiante de los últimos ciclos de Ingeniería de',
  'Sistemas, Software o Ciencias de la Computación para unirse a nuestro equipo',
  'como Practicante de Sistemas. Esta posición es dinámica y ofrece la oportunidad de',
  'interactuar con diferentes equipos dentro del banco, brindando apoyo técnico y',
  'contribuyendo al desarrollo de soluciones innovadoras.',
  '• Manejo intermedio de SQL para explotación de bases de datos.',
  '• Mantener y optimizar bases de datos relacionales y no relacionales.',
].join('\n');
const german = [
  'Wir suchen eine:n Backend Engineer mit Fokus auf Python-Services.',
  'Sie entwickeln APIs (idealerweise mit FastAPI), automatisieren Builds mit Docker und pflegen CI/CD-Pipelines.',
  'Erfahrungen mit Cloud und Kubernetes sind von Vorteil.',
  '- Entwurf und Implementierung von REST-APIs',
  '- Qualitätssicherung, Tests und Code-Reviews',
  '- Sehr gute Python-Kenntnisse',
].join('\n');
const english = [
  'We are looking for a Backend Engineer to design and build our REST APIs in Python.',
  'You will work with the team on Docker, Kubernetes and the CI/CD pipelines of the platform.',
  'Experience with Postgres is a plus; knowledge of the Kafka "Streams-Verarbeitung" module helps.',
].join('\n');

describe('languageOf', () => {
  it('tells Spanish, German and English apart by their function words', () => {
    expect(languageOf(spanish)).toBe('es');
    expect(languageOf(german)).toBe('de');
    expect(languageOf(english)).toBe('en');
  });

  it('reads a short or mostly English text as English', () => {
    expect(languageOf('Desarrollador Full Stack')).toBe('en');
    expect(languageOf('')).toBe('en');
  });
});

describe('englishGloss', () => {
  it('reads Spanish phrases before their words, line for line', () => {
    const gloss = englishGloss(spanish, 'es');
    expect(gloss.split('\n')).toHaveLength(spanish.split('\n').length);
    expect(gloss).toContain('computer science');
    expect(gloss).toContain('brindando technical support');
    expect(gloss).toContain('• use intermediate of SQL para querying of databases.');
    expect(gloss).toContain('relational and nosql databases');
  });

  it('reads German words, compounds and the parts of hyphenated words', () => {
    const gloss = englishGloss(german, 'de');
    expect(gloss).toContain('- design and implementation of REST-APIs');
    expect(gloss).toContain('- quality assurance, Tests and Code-Reviews');
    expect(gloss).toContain('- very good Python-knowledge');
    expect(gloss).toContain(
      'Sie develop APIs (ideally mit FastAPI), automate Builds mit Docker and maintain',
    );
  });

  it('leaves an English text as it is', () => {
    expect(englishGloss(english)).toBe(english);
  });
});

describe('skills of a Spanish or German text', () => {
  it('come from its English reading, quoted as written', () => {
    const lines = spanish.split('\n');
    const mentions = findSkills(spanish, { english: englishGloss(spanish) });
    const nosql = mentions.find((mention) => mention.skill.name === 'NoSQL');
    expect(nosql).toMatchObject({ line: 6, text: lines[6]?.trim(), matched: 'nosql databases' });
    expect(mentions.map((mention) => mention.skill.name)).toEqual(
      expect.arrayContaining(['SQL', 'Relational databases', 'Computer science']),
    );
  });

  it('do not mistake a Spanish word for a tool of the same spelling', () => {
    const text =
      'Requisitos:\n• Estudiante de Ingeniería Informática o Estadística.\n• Manejo de SQL y de la base de datos.';
    const names = findSkills(text, { english: englishGloss(text, 'es') }).map(
      (mention) => mention.skill.name,
    );
    expect(names).not.toContain('Informatica');
    expect(names).toContain('Statistics');
  });

  it('meet an English compound through the words that join nouns ("mejora de procesos")', () => {
    // From the BBVA postings.
    const text = '• Participar en la resolución de incidencias y problemas técnicos.\nmejora de procesos';
    const names = findSkills(text, { english: englishGloss(text, 'es') }).map(
      (mention) => mention.skill.name,
    );
    expect(names).toEqual(expect.arrayContaining(['Incident management', 'Process improvement']));
  });

  it('make a German posting ask for its skills in English terms', () => {
    const posting = profilePosting(`## Aufgaben\n${german}`, 'Backend Engineer (m/w/d)');
    const names = posting.skills.map(({ skill }) => skill.name);
    expect(names).toEqual(expect.arrayContaining(['Python', 'Docker', 'Kubernetes', 'Quality assurance']));
    expect(posting.englishTitle).toBe('Backend Engineer (m/w/d)');
  });
});
