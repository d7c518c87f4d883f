import { useEffect } from 'react';

/** Where the template chosen in the gallery is kept until the download uses it (the template issue). */
export const SELECTED_TEMPLATE_KEY = 'selected-template';

/** A template is chosen in the gallery and arrives as "/?template=<id>": keep it for the download. */
export function useTemplateParameter() {
  useEffect(() => {
    const template = new URLSearchParams(window.location.search).get('template');
    if (template && /^[\w-]{1,64}$/.test(template)) localStorage.setItem(SELECTED_TEMPLATE_KEY, template);
  }, []);
}
