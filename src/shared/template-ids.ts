/** The eight templates of platform spec §3, in the order of its table. */
export const templateIds = [
  'modern-minimal',
  'executive-pro',
  'creative-impact',
  'tech-stack',
  'academic-excellence',
  'startup-hustle',
  'finance-focus',
  'healthcare-hero',
] as const;
export type TemplateId = (typeof templateIds)[number];

/** Whether a text names one of the eight templates (a `?template=` parameter, a stored choice). */
export const isTemplateId = (value: string): value is TemplateId =>
  (templateIds as readonly string[]).includes(value);
