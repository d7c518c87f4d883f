import { AtsBanner, GalleryInfoCards } from '../../features/templates/components/gallery-info';
import { TemplateGallery } from '../../features/templates/components/template-gallery';

/** /templates (platform spec §2 "Template gallery"): the eight templates, their previews and the choice of one. */
export function TemplatesPage() {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Professional Resume Templates</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          Eight templates for every career stage and field. Preview each one with a sample resume, then pick
          the one that suits you.
        </p>
      </div>
      <AtsBanner />
      <TemplateGallery />
      <GalleryInfoCards />
    </div>
  );
}
