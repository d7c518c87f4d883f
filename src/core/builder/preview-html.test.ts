import { fullBuilderData } from '@test/builders/builder-data';
import { describe, expect, it } from 'vitest';
import { builderPreviewHtml } from './preview-html';
import { builderLayouts } from './recommended-layout';

describe('builderPreviewHtml', () => {
  const data = fullBuilderData();
  data.contact.fullName = 'Ana <b>O’Neil</b> & Co';
  data.experience[0]?.achievements.push('Cut <script>alert(1)</script> costs by 35% & more');

  it.each(builderLayouts)('%s: a page with the name and the achievements, escaped, no script', (layout) => {
    const html = builderPreviewHtml(layout, data);
    expect(html).toMatch(/^<!DOCTYPE html>/iu);
    expect(html).toContain('Ana &lt;b&gt;O’Neil&lt;/b&gt; &amp; Co');
    expect(html).toContain('Cut &lt;script&gt;alert(1)&lt;/script&gt; costs by 35% &amp; more');
    expect(html).toContain('Moved 40 TB of warehouse tables to Delta Lake');
    expect(html).not.toMatch(/<script|<b>/iu);
  });

  it('draws each layout differently: the four templates and the plain export page', () => {
    const pages = builderLayouts.map((layout) => builderPreviewHtml(layout, data));
    expect(new Set(pages).size).toBe(builderLayouts.length);
    // Simple is the export's page: Arial 11 pt with the spec's margins of 1 inch.
    expect(builderPreviewHtml('simple', data)).toContain('padding:1in 1in 1in 1in');
  });
});
