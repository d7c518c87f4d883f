import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * GETs `url` with the session header (apiRequest: non-OK answers throw "<status>: <body>") and parses the JSON
 * answer with `schema`, so a server answering another shape fails the query instead of breaking a screen.
 */
export async function getParsed<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await apiRequest('GET', url);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Unexpected answer from ${url}: ${parsed.error.message}`);
  return parsed.data;
}
