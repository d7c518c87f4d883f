const entities = new Map([
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
]);

/**
 * Text made safe for HTML content and attribute values. Its own file so the template renderers (which the web
 * app bundles) share it without pulling in the HTML export's metadata and language detection.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (character) => entities.get(character) ?? character);
}
