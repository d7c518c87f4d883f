import { renderTemplate } from '@core/templates/render-template';
import type { Template } from '@core/templates/template';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';

interface TemplatePreviewDialogProps {
  /** The template previewed; the dialog is closed without one. */
  template: Template | undefined;
  onClose: () => void;
  onUse: (template: Template) => void;
}

/**
 * The Preview dialog (platform spec §2 "Template gallery"): the template's sample resume as the template's own
 * HTML page, in a sandboxed frame (no scripts, no same-origin access) so it looks exactly as it prints. A template
 * without a sample shows "Preview coming soon" and its description.
 */
export function TemplatePreviewDialog({ template, onClose, onUse }: TemplatePreviewDialogProps) {
  const html = useMemo(
    () => (template?.sample ? renderTemplate(template.id, template.sample) : undefined),
    [template],
  );
  return (
    <Dialog open={template !== undefined} onOpenChange={(open) => !open && onClose()}>
      {template && (
        <DialogContent className="max-w-4xl">
          <DialogTitle>{template.name} - Sample Resume</DialogTitle>
          {html ? (
            <>
              <DialogDescription>{template.previewText}</DialogDescription>
              <iframe
                title={`${template.name} sample resume`}
                srcDoc={html}
                sandbox=""
                className="h-[65vh] w-full rounded-md border bg-white"
              />
            </>
          ) : (
            <div className="py-8 text-center">
              <p className="text-lg font-medium">Preview coming soon</p>
              <DialogDescription className="mt-2">{template.description}</DialogDescription>
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Close Preview</Button>
            </DialogClose>
            <Button onClick={() => onUse(template)}>Use This Template</Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
