import type { TemplateId } from '@shared/template-ids';
import { academicExcellence } from './catalog/academic-excellence';
import { creativeImpact } from './catalog/creative-impact';
import { executivePro } from './catalog/executive-pro';
import { financeFocus } from './catalog/finance-focus';
import { healthcareHero } from './catalog/healthcare-hero';
import { modernMinimal } from './catalog/modern-minimal';
import { startupHustle } from './catalog/startup-hustle';
import { techStack } from './catalog/tech-stack';
import type { Template } from './template';

/** The gallery's eight templates (platform spec §3), in the order of the spec's table. */
export const templates: readonly Template[] = [
  modernMinimal,
  executivePro,
  creativeImpact,
  techStack,
  academicExcellence,
  startupHustle,
  financeFocus,
  healthcareHero,
];

/** The template with this id. */
export function templateById(id: TemplateId): Template {
  const template = templates.find((candidate) => candidate.id === id);
  if (!template) throw new Error(`No template ${id}`);
  return template;
}
