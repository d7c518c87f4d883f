import AxeBuilder from '@axe-core/playwright';
import { templates } from '@core/templates/templates';
import { dropFrameProbeErrors, expect, test } from './fixtures';

const cardOf = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('article', { name, exact: true });

// No saved model: the fixture's init script would otherwise be refused in the previews' sandboxed frames (which
// run no script by design), and Chromium reports each refusal as a console error. The gallery needs no model.
test.use({ savedModel: null });

test.describe('template gallery', () => {
  test('filters by category, previews a sample resume and picks a template', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/templates');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Professional Resume Templates' }),
    ).toBeVisible();
    await expect(page.getByText('100% ATS-Compatible')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);

    await page.getByRole('tab', { name: 'Traditional' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(cardOf(page, 'Finance Focus')).toBeVisible();
    await expect(cardOf(page, 'Tech Stack')).toHaveCount(0);

    await cardOf(page, 'Healthcare Hero')
      .getByRole('button', { name: /Preview/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Healthcare Hero - Sample Resume' });
    await expect(dialog).toBeVisible();
    const frame = dialog.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Angela Torres');
    await expect(frame.getByRole('heading', { name: 'Licenses & Certifications' })).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', '');
    dropFrameProbeErrors(consoleErrors);

    // The preview's frame runs no script, so axe cannot enter it; each template page is checked on its own below.
    const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await dialog.getByRole('button', { name: 'Close Preview' }).click();
    await expect(dialog).toBeHidden();

    await cardOf(page, 'Finance Focus')
      .getByRole('button', { name: /Use Template/ })
      .click();
    await expect(page).toHaveURL('/?template=finance-focus');
    expect(await page.evaluate(() => localStorage.getItem('selected-template'))).toBe('finance-focus');
  });

  test('Use This Template in a preview goes to the workflow with that template', async ({ page }) => {
    await page.goto('/templates');
    await page.getByRole('tab', { name: 'Academic' }).click();
    await cardOf(page, 'Academic Excellence')
      .getByRole('button', { name: /Preview/ })
      .click();
    await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('srcdoc', /Mei-Ling Zhou/u);
    await page.getByRole('button', { name: 'Use This Template' }).click();
    await expect(page).toHaveURL('/?template=academic-excellence');
  });

  test('shows every template’s sample in its own style (screenshots attached)', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto('/templates');
    const looks = new Set<string>();
    for (const template of templates) {
      await cardOf(page, template.name)
        .getByRole('button', { name: /Preview/ })
        .click();
      const dialog = page.getByRole('dialog', { name: `${template.name} - Sample Resume` });
      const frame = dialog.frameLocator('iframe');
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(template.sample?.basics.name ?? '');
      dropFrameProbeErrors(consoleErrors);
      const preview = testInfo.outputPath(`${template.id}-preview.png`);
      await dialog.screenshot({ path: preview });
      await testInfo.attach(`${template.id}-preview.png`, { path: preview, contentType: 'image/png' });
      // The whole page as it prints, from the very HTML the frame shows.
      const html = (await dialog.locator('iframe').getAttribute('srcdoc')) ?? '';
      const sheet = await page.context().newPage();
      await sheet.setViewportSize({ width: 850, height: 1100 });
      await sheet.setContent(html);
      // Each template sets the name in its own font and size.
      looks.add(
        await sheet
          .getByRole('heading', { level: 1 })
          .evaluate((name) => `${getComputedStyle(name).fontFamily} ${getComputedStyle(name).fontSize}`),
      );
      const axe = await new AxeBuilder({ page: sheet }).analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${template.id} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      const whole = testInfo.outputPath(`${template.id}-page.png`);
      await sheet.screenshot({ path: whole, fullPage: true });
      await testInfo.attach(`${template.id}-page.png`, { path: whole, contentType: 'image/png' });
      await sheet.close();
      await dialog.getByRole('button', { name: 'Close Preview' }).click();
      await expect(dialog).toBeHidden();
    }
    expect(looks.size).toBe(templates.length);
  });
});
