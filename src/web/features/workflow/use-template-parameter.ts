import { useEffect } from 'react';
import { writeSelectedTemplate } from '../../lib/selected-template';

/** A template is chosen in the gallery and arrives as "/?template=<id>": keep it for the exports. */
export function useTemplateParameter() {
  useEffect(() => {
    const template = new URLSearchParams(window.location.search).get('template');
    if (template) writeSelectedTemplate(template);
  }, []);
}
