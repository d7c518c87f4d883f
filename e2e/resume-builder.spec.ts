import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { builderLayoutLabels, builderLayouts } from '@core/builder/recommended-layout';
import type { Page } from '@playwright/test';
import { downloadFrom, dropFrameProbeErrors, expect, test, toastWith } from './fixtures';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const previewFrame = (page: Page) => page.locator('iframe[title^="Resume preview"]');

/** The serious and critical accessibility violations of the page (the preview's frame runs no script for axe). */
async function seriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test.describe('resume builder', () => {
  test('builds a resume through all seven steps, restores it after a reload, and exports it', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.slow(); // Seven steps, five layouts shot whole, two downloads: long on a busy 2-core machine.
    await page.goto('/resume-builder');
    await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeVisible();
    await expect(page.getByText('Step 1 of 7')).toBeVisible();
    await expect(stepHeading(page, 'Tell us about your career stage')).toBeVisible();
    await expect(page.getByText('Pro Tip', { exact: false }).first()).toBeVisible();

    // 1. Profile: an entry-level technical profile (the recommendation's first rule is the background).
    await page.getByRole('group', { name: 'Career stage' }).getByRole('radio', { name: /Entry/ }).check();
    await page
      .getByRole('group', { name: 'Background' })
      .getByRole('radio', { name: /Technical/ })
      .check();
    await page.getByLabel('Target Industry (optional)').fill('Fintech');
    await page.getByLabel('Target Role (optional)').fill('Backend Engineer');
    await continueButton(page).click();

    // 2. Contact: a wrong email is refused with the spec's message, which clears as soon as the field is edited.
    await expect(stepHeading(page, 'Contact information')).toBeFocused();
    await expect(page.getByText('Step 2 of 7')).toBeVisible();
    await page.getByLabel('Full Name').fill('Nadia Okafor');
    await page.getByLabel('Email').fill('nadia.okafor@example');
    await page.getByLabel('Phone').fill('(312) 555-0188');
    await continueButton(page).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Location is required')).toBeVisible();
    await page.getByLabel('Email').fill('nadia.okafor@example.com');
    await expect(page.getByText('Please enter a valid email address')).toBeHidden();
    await expect(page.getByText('Location is required')).toBeVisible();
    await page.getByLabel('Location').fill('Chicago, IL');
    await page.getByLabel('GitHub (optional)').fill('github.com/nadiaokafor');
    await continueButton(page).click();

    // 3. Experience: a current role has no end date.
    await expect(stepHeading(page, 'Work experience')).toBeVisible();
    const role = page.getByRole('group', { name: 'Experience 1' });
    await role.getByLabel('Job Title').fill('Software Engineer Intern');
    await role.getByLabel('Company').fill('Ledgerline');
    await role.getByLabel('Location').fill('Chicago, IL');
    await role.getByLabel('Start Date').fill('2024-06');
    await role.getByLabel('End Date').fill('2024-08');
    await role.getByLabel('I currently work here').check();
    await expect(role.getByLabel('End Date')).toBeDisabled();
    await expect(role.getByLabel('End Date')).toHaveValue('');
    await role
      .getByLabel('Achievement 1')
      .fill('Built a payment reconciliation service in Go handling 40,000 daily transactions');
    await expect(toastWith(page, 'Progress saved automatically')).toBeVisible();
    const step = testInfo.outputPath('builder-experience-step.png');
    await page.screenshot({ path: step, fullPage: true });
    await testInfo.attach('builder-experience-step.png', { path: step, contentType: 'image/png' });

    // A reload mid-way restores the step and everything typed.
    await page.reload();
    await expect(stepHeading(page, 'Work experience')).toBeVisible();
    await expect(page.getByText('Step 3 of 7')).toBeVisible();
    await expect(role.getByLabel('Company')).toHaveValue('Ledgerline');
    await expect(role.getByLabel('End Date')).toBeDisabled();
    await continueButton(page).click();

    // 4. Education, honors comma-separated.
    await expect(stepHeading(page, 'Education')).toBeVisible();
    await expect(page.getByText('Only include if 3.5+ or required')).toBeVisible();
    const school = page.getByRole('group', { name: 'Education 1' });
    await school.getByLabel('Degree').fill('B.S. in Computer Science');
    await school.getByLabel('Institution').fill('University of Illinois Chicago');
    await school.getByLabel('Graduation Date').fill('2025-05');
    await school.getByLabel('GPA (optional)').fill('3.8');
    await school.getByLabel('Honors (optional)').fill(" Dean's List ,, Cum Laude ");
    await continueButton(page).click();

    // 5. Skills: Enter adds, a duplicate is ignored, a chosen suggestion disappears.
    await expect(stepHeading(page, 'Skills')).toBeVisible();
    const technical = page.getByLabel('New technical skill');
    for (const skill of ['Go', 'PostgreSQL', 'go']) {
      await technical.fill(skill);
      await technical.press('Enter');
    }
    await expect(page.getByRole('button', { name: /^Remove (Go|go)$/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove PostgreSQL' })).toBeVisible();
    const suggestions = page.getByRole('list', { name: 'Suggested soft skills' });
    const suggestion = suggestions.getByRole('button').first();
    const suggested = (await suggestion.textContent())?.trim() ?? '';
    await suggestion.click();
    await expect(page.getByRole('button', { name: `Remove ${suggested}` })).toBeVisible();
    await expect(suggestions.getByRole('button', { name: suggested, exact: true })).toHaveCount(0);
    await continueButton(page).click();

    // 6. Summary: a suggestion for the profile fills the box; the counter counts.
    await expect(stepHeading(page, 'Professional summary')).toBeVisible();
    await page
      .getByRole('region', { name: 'Suggestions for your profile' })
      .getByRole('button')
      .first()
      .click();
    const summary = await page.getByRole('textbox', { name: 'Professional Summary' }).inputValue();
    expect(summary).toContain('Backend Engineer');
    await expect(page.getByText(`${summary.length}/400 characters`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await continueButton(page).click();

    // 7. Preview: the recommended layout first, every layout a real page of the resume.
    await expect(stepHeading(page, 'Review and export')).toBeVisible();
    await expect(page.getByText('Recommended based on your profile: Technical')).toBeVisible();
    await expect(page.getByRole('tab', { name: /Technical/ })).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    // Tall enough that each page is shot whole, clear of the sticky header.
    await page.setViewportSize({ width: 1280, height: 2400 });
    for (const layout of builderLayouts) {
      const label = builderLayoutLabels[layout];
      await page.getByRole('tab', { name: new RegExp(`^${label}`, 'u') }).click();
      await expect(page.locator(`iframe[title="Resume preview – ${label}"]`)).toBeVisible();
      const frame = page.frameLocator(`iframe[title="Resume preview – ${label}"]`);
      await expect(frame.getByText('Nadia Okafor').first()).toBeVisible();
      await expect(frame.getByText(/payment reconciliation service/u)).toBeVisible();
      const shot = testInfo.outputPath(`builder-layout-${layout}.png`);
      await previewFrame(page).screenshot({ path: shot });
      await testInfo.attach(`builder-layout-${layout}.png`, { path: shot, contentType: 'image/png' });
    }
    dropFrameProbeErrors(consoleErrors);

    // Export as Text (ATS): the spec's layout and file name.
    const text = await downloadFrom(page, page.getByRole('button', { name: 'Export as Text (ATS)' }));
    expect(text.name).toBe('Nadia_Okafor_resume.txt');
    const written = new TextDecoder().decode(text.bytes);
    expect(written.split('\n').slice(0, 2)).toEqual([
      'Nadia Okafor',
      'nadia.okafor@example.com | (312) 555-0188 | Chicago, IL',
    ]);
    for (const heading of ['PROFESSIONAL SUMMARY', 'EXPERIENCE', 'EDUCATION', 'SKILLS'])
      expect(written).toMatch(new RegExp(`^${heading}$`, 'mu'));
    expect(written).toContain('Software Engineer Intern');
    expect(written).toContain("Dean's List, Cum Laude");
    expect(written).toContain('Go, PostgreSQL');
    await expect(toastWith(page, 'ATS-friendly text version downloaded')).toBeVisible();

    // Export as PDF: the preview's own page goes to the print dialog, and nothing of the app prints around it.
    // The print dialog cannot open headless: the frame's print() records its call on the page instead.
    await page.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[data-builder-print]');
      if (frame?.contentWindow)
        frame.contentWindow.print = () => document.body.setAttribute('data-printed', '');
    });
    await page.getByRole('button', { name: 'Export as PDF' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', '');
    await expect(toastWith(page, "Use your browser's print dialog to save as PDF")).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Export as PDF' })).toBeHidden();
    await expect(previewFrame(page)).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(toastWith(page, 'Your resume has been saved. You can export it anytime.')).toBeVisible();

    // Use in Analysis: the built resume becomes the workflow's resume, as a document (nothing re-read from text).
    await page.getByRole('button', { name: 'Use in Analysis' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Nadia_Okafor_resume.txt').first()).toBeVisible();
  });

  test('Start Over clears the saved progress', async ({ page }) => {
    await page.goto('/resume-builder');
    await continueButton(page).click();
    await page.getByLabel('Full Name').fill('Someone Else');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('vitae:resume-builder') ?? ''))
      .toContain('Someone Else');
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(page.getByText('Step 1 of 7')).toBeVisible();
    await continueButton(page).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  test('imports a JSON Resume, refusing a wrong one untouched, and exports it back with nothing lost', async ({
    page,
  }) => {
    const sample = readFileSync(path.resolve('test/fixtures/json-resume/full-sample.json'), 'utf8');
    const original = JSON.parse(sample);
    await page.goto('/resume-builder');
    await continueButton(page).click();
    await page.getByLabel('Full Name').fill('Kept Name');

    // A file that does not fit the schema is refused with its first wrong field named; the data stays.
    const wrong = { ...original, work: [{ ...original.work[0], startDate: 'March 2021' }] };
    await page.getByLabel('JSON Resume file').setInputFiles({
      name: 'wrong.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(wrong)),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'work[0].startDate' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Kept Name');

    await page.getByLabel('JSON Resume file').setInputFiles({
      name: 'resume.json',
      mimeType: 'application/json',
      buffer: Buffer.from(sample),
    });
    await expect(page.getByLabel('Full Name')).toHaveValue('Priya Raman');
    await expect(page.getByLabel('Email')).toHaveValue('priya.raman@example.com');

    const exported = await downloadFrom(page, page.getByRole('button', { name: 'Export JSON Resume' }));
    expect(exported.name).toBe('resume.json');
    const back = JSON.parse(new TextDecoder().decode(exported.bytes));
    expect(back.basics).toMatchObject({
      name: original.basics.name,
      email: original.basics.email,
      phone: original.basics.phone,
      summary: original.basics.summary,
    });
    expect(back.work.map((job: Record<string, unknown>) => [job.position, job.name, job.startDate])).toEqual(
      original.work.map((job: Record<string, unknown>) => [job.position, job.name, job.startDate]),
    );
    expect(back.work.map((job: { highlights?: string[] }) => job.highlights)).toEqual(
      original.work.map((job: { highlights?: string[] }) => job.highlights),
    );
    expect(back.education.map((school: Record<string, unknown>) => school.institution)).toEqual(
      original.education.map((school: Record<string, unknown>) => school.institution),
    );
    const keywords = (skills: { keywords?: string[] }[]) => skills.flatMap((skill) => skill.keywords ?? []);
    expect(keywords(back.skills)).toEqual(expect.arrayContaining(keywords(original.skills)));
    expect(back.certificates.map((certificate: { name: string }) => certificate.name)).toEqual(
      original.certificates.map((certificate: { name: string }) => certificate.name),
    );
  });
});
