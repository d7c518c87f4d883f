import { isTemplateId, type TemplateId } from '@shared/template-ids';

/** Where the template chosen in the gallery (Use Template, "/?template=<id>") is kept for the exports. */
export const SELECTED_TEMPLATE_KEY = 'selected-template';

/** The template chosen in the gallery, or undefined (none chosen, or a stored value that names none). */
export function readSelectedTemplate(
  storage: Pick<Storage, 'getItem'> = localStorage,
): TemplateId | undefined {
  try {
    const stored = storage.getItem(SELECTED_TEMPLATE_KEY);
    return stored && isTemplateId(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the gallery's choice; a value naming no template is ignored. */
export function writeSelectedTemplate(value: string, storage: Pick<Storage, 'setItem'> = localStorage): void {
  if (!isTemplateId(value)) return;
  try {
    storage.setItem(SELECTED_TEMPLATE_KEY, value);
  } catch {
    // Storage full or blocked: the exports stay in the plain layout.
  }
}

/** "executive-pro" -> "Executive Pro": the gallery's names are their ids in words. */
export const templateNameOf = (id: TemplateId) =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
