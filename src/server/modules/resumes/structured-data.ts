import { contactSchema } from '@shared/resume';
import { type ResumeDocument, resumeDocumentSchema } from '@shared/resume-document';
import { z } from 'zod';

/**
 * What we keep in resumes.structured_data (JSON text): the contact details found and upload warnings, and for a
 * resume made from a document (the builder, a JSON Resume import) that document, which stands for its sections
 * until the visitor edits them (see `documentFromStored`).
 */
export const structuredDataSchema = z.object({
  contact: contactSchema.catch({}),
  warnings: z.array(z.string()).catch([]),
  document: resumeDocumentSchema.optional().catch(undefined),
});

/** The document a resume was made from, when it was made from one (read from its structured_data). */
export function madeFromOf(structuredData: string | null): ResumeDocument | undefined {
  const structured = structuredDataSchema.safeParse(JSON.parse(structuredData ?? '{}'));
  return structured.success ? structured.data.document : undefined;
}
