import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { IndustryTrendsPage } from '../../../app/routes/industry-trends';
import { InterviewTipsPage } from '../../../app/routes/interview-tips';

describe('InterviewTipsPage', () => {
  it('has one page title and a call to action back to the dashboard', () => {
    render(
      <Router>
        <InterviewTipsPage />
      </Router>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).length).toBe(1);
    const link = screen.getByRole('link', { name: /tailor your resume/i });
    expect(link.getAttribute('href')).toBe('/');
  });

  it('switches between the Before, During, After and Virtual tabs', async () => {
    const user = userEvent.setup();
    render(
      <Router>
        <InterviewTipsPage />
      </Router>,
    );
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Before', 'During', 'After', 'Virtual']);
    expect(screen.getByRole('heading', { name: 'Research beyond the homepage' })).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Test your setup in advance' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Virtual' }));

    expect(screen.getByRole('tab', { name: 'Virtual' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Test your setup in advance' })).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Research beyond the homepage' })).toBeNull();
  });

  it('opens an FAQ item from a list of five', async () => {
    const user = userEvent.setup();
    render(
      <Router>
        <InterviewTipsPage />
      </Router>,
    );
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const triggers = within(faq).getAllByRole('button');
    expect(triggers.length).toBe(5);
    expect(screen.queryByText(/give a researched range/i)).toBeNull();

    await user.click(within(faq).getByRole('button', { name: /salary expectations/i }));

    expect(screen.getByText(/give a researched range/i)).not.toBeNull();
  });

  it('lets the user tick a checklist item', async () => {
    const user = userEvent.setup();
    render(
      <Router>
        <InterviewTipsPage />
      </Router>,
    );
    const checkbox = screen.getByRole('checkbox', { name: /photo id/i });
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('0 of 12 done')).not.toBeNull();

    await user.click(checkbox);

    expect(checkbox.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('1 of 12 done')).not.toBeNull();
  });
});

describe('IndustryTrendsPage', () => {
  it('shows the data note and a salary table with junior, mid and senior columns', () => {
    render(
      <Router>
        <IndustryTrendsPage />
      </Router>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).length).toBe(1);
    expect(screen.getByText(/Last reviewed: November 2026/)).not.toBeNull();
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Role', 'Junior', 'Mid', 'Senior', 'YoY growth']);
    expect(screen.getByRole('link', { name: /analyse your resume/i }).getAttribute('href')).toBe('/');
  });

  it('shows demand badges and switches industry tabs', async () => {
    const user = userEvent.setup();
    render(
      <Router>
        <IndustryTrendsPage />
      </Router>,
    );
    expect(screen.getAllByText('Very High').length > 0).toBe(true);
    expect(screen.getByRole('heading', { name: 'Hot roles in Tech' })).not.toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Healthcare' }));

    expect(screen.getByRole('heading', { name: 'Hot roles in Healthcare' })).not.toBeNull();
    expect(screen.getByText('Clinical informatics specialist')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Hot roles in Tech' })).toBeNull();
  });
});
