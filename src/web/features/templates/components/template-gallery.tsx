import type { Template } from '@core/templates/template';
import { templates } from '@core/templates/templates';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { type GalleryTab, galleryTabs, templateChoiceHref } from '../template-choice';
import { TemplateCard } from './template-card';
import { TemplatePreviewDialog } from './template-preview-dialog';

/**
 * The template gallery (platform spec §2 "Template gallery", §4 "Gallery"): tabs filter the eight cards by
 * category; Preview opens the sample resume; Use Template goes to the workflow with the template's id.
 */
export function TemplateGallery() {
  const [tab, setTab] = useState<GalleryTab>('all');
  const [previewed, setPreviewed] = useState<Template>();
  const [, navigate] = useLocation();
  const use = (template: Template) => navigate(templateChoiceHref(template.id));
  return (
    <>
      <Tabs value={tab} onValueChange={(value) => setTab(value as GalleryTab)}>
        <TabsList aria-label="Template category">
          {galleryTabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {galleryTabs.map(({ value }) => (
          <TabsContent key={value} value={value}>
            <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {templates
                .filter((template) => value === 'all' || template.category === value)
                .map((template) => (
                  <TemplateCard
                    key={template.id}
                    template={template}
                    onPreview={() => setPreviewed(template)}
                    onUse={() => use(template)}
                  />
                ))}
            </div>
          </TabsContent>
        ))}
      </Tabs>
      <TemplatePreviewDialog template={previewed} onClose={() => setPreviewed(undefined)} onUse={use} />
    </>
  );
}
