import { templates } from '@core/templates/templates';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { TemplatesPage } from '../../../app/routes/templates';
import { TemplatePreviewDialog } from './template-preview-dialog';

function renderGallery() {
  const location = memoryLocation({ path: '/templates', record: true });
  render(
    <Router hook={location.hook}>
      <TemplatesPage />
    </Router>,
  );
  return { user: userEvent.setup(), location };
}

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const cardOf = (name: string) => screen.getByRole('article', { name });

describe('the template gallery', () => {
  it('shows the heading, the ATS banner, the info cards and all eight templates', () => {
    renderGallery();
    expect(screen.getByRole('heading', { level: 1, name: 'Professional Resume Templates' })).not.toBeNull();
    expect(screen.getByText('100% ATS-Compatible')).not.toBeNull();
    for (const title of ['Recruiter Approved', 'Easy Customization', 'Multiple Formats'])
      expect(screen.getByRole('heading', { name: title })).not.toBeNull();
    expect(cardNames()).toEqual(templates.map((template) => template.name));
  });

  it('shows each card’s category, popularity, description, features and audiences', () => {
    renderGallery();
    const card = cardOf('Tech Stack');
    expect(within(card).getByText('Technical')).not.toBeNull();
    expect(within(card).getByText('91% popular')).not.toBeNull();
    const tech = templates.find((template) => template.id === 'tech-stack');
    expect(within(card).getByText(tech?.description ?? '')).not.toBeNull();
    const features = within(within(card).getByRole('list', { name: 'Features' })).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual(tech?.features);
    const audiences = within(card).getByRole('list', { name: 'Recommended for' });
    expect(
      within(audiences)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(tech?.recommended);
    expect(within(card).getByRole('button', { name: /Preview/ })).not.toBeNull();
    expect(within(card).getByRole('button', { name: /Use Template/ })).not.toBeNull();
  });

  it('filters the cards by the chosen category tab', async () => {
    const { user } = renderGallery();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Modern',
      'Traditional',
      'Creative',
      'Technical',
      'Academic',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Traditional' }));
    expect(cardNames()).toEqual(['Executive Pro', 'Finance Focus', 'Healthcare Hero']);
    await user.click(screen.getByRole('tab', { name: 'Modern' }));
    expect(cardNames()).toEqual(['Modern Minimal', 'Startup Hustle']);
    await user.click(screen.getByRole('tab', { name: 'Academic' }));
    expect(cardNames()).toEqual(['Academic Excellence']);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(cardNames()).toHaveLength(8);
  });

  it('previews a sample resume in a sandboxed frame, titled after the template', async () => {
    const { user } = renderGallery();
    await user.click(within(cardOf('Healthcare Hero')).getByRole('button', { name: /Preview/ }));
    const dialog = screen.getByRole('dialog', { name: 'Healthcare Hero - Sample Resume' });
    const frame = within(dialog).getByTitle('Healthcare Hero sample resume');
    expect(frame.getAttribute('sandbox')).toBe('');
    const html = frame.getAttribute('srcdoc') ?? '';
    expect(html).toContain('Angela Torres');
    expect(html).not.toMatch(/<script/iu);
    expect(within(dialog).getByRole('button', { name: 'Use This Template' })).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close Preview' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to the workflow with the template chosen from a card', async () => {
    const { user, location } = renderGallery();
    await user.click(within(cardOf('Finance Focus')).getByRole('button', { name: /Use Template/ }));
    expect(location.history.at(-1)).toBe('/?template=finance-focus');
  });

  it('goes to the workflow with the template chosen in its preview', async () => {
    const { user, location } = renderGallery();
    await user.click(within(cardOf('Creative Impact')).getByRole('button', { name: /Preview/ }));
    await user.click(screen.getByRole('button', { name: 'Use This Template' }));
    expect(location.history.at(-1)).toBe('/?template=creative-impact');
  });
});

describe('the preview dialog', () => {
  it('says "Preview coming soon" and the description for a template without a sample', async () => {
    const [first] = templates;
    if (!first) throw new Error('No template');
    const { sample: _sample, ...withoutSample } = first;
    const used: string[] = [];
    render(
      <TemplatePreviewDialog
        template={withoutSample}
        onClose={() => {}}
        onUse={(template) => used.push(template.id)}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Modern Minimal - Sample Resume' });
    expect(within(dialog).getByText('Preview coming soon')).not.toBeNull();
    expect(within(dialog).getByText(withoutSample.description)).not.toBeNull();
    expect(within(dialog).queryByTitle(/sample resume/)).toBeNull();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Use This Template' }));
    expect(used).toEqual(['modern-minimal']);
  });
});
