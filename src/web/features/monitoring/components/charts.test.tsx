import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatIntervalStart } from '../monitoring-format';
import { sampleDashboard } from '../test-support';
import { LatencyChart } from './latency-chart';
import { TimelineChart } from './timeline-chart';

/** A table's rows as their header and data cells' texts, as a screen reader walks them. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('LatencyChart', () => {
  it('is a named figure whose image has a title and description, and whose numbers are in a table', () => {
    render(<LatencyChart endpoints={sampleDashboard.endpoints} />);
    expect(screen.getByRole('figure', { name: 'Latency by endpoint' })).not.toBeNull();
    const image = screen.getByRole('img', { name: 'Latency by endpoint' });
    expect(image.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(image.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Average response time of each endpoint in milliseconds, slowest first.',
    );
    const table = screen.getByRole('table', { name: 'Latency by endpoint' });
    expect(table.className).toContain('sr-only');
    expect(rowsOf(table)).toEqual([
      ['Endpoint', 'Average (ms)', 'Requests', 'Errors'],
      ['POST /api/analyses', '412.3', '120', '9'],
      ['POST /api/resumes/:id/export', '188.1', '70', '1'],
      ['POST /api/resumes', '143.7', '160', '14'],
      ['GET /api/resumes/:id/versions', '21.4', '204', '12'],
      ['GET /api/monitoring/dashboard', '12.9', '120', '0'],
      ['GET /api/health', '1.8', '610', '0'],
    ]);
  });

  it('draws the slowest bar longest and each bar in proportion, with its value beside it', () => {
    const { container } = render(<LatencyChart endpoints={sampleDashboard.endpoints} />);
    const widths = [...container.querySelectorAll('rect')].map((bar) =>
      Number.parseFloat(bar.getAttribute('width') ?? ''),
    );
    expect(widths[0]).toBe(78);
    expect(widths[2]).toBeCloseTo((143.7 / 412.3) * 78, 5);
    expect([...container.querySelectorAll('svg text')].map((text) => text.textContent).slice(0, 2)).toEqual([
      'POST /api/analyses',
      '412.3 ms',
    ]);
  });

  it('says so instead of drawing when no endpoint was called', () => {
    render(<LatencyChart endpoints={[]} />);
    expect(screen.getByText('No requests in this window.')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('TimelineChart', () => {
  it('is a named image over a visually hidden table of every interval', () => {
    render(<TimelineChart timeline={sampleDashboard.timeline} windowHours={24} />);
    expect(screen.getByRole('figure', { name: 'Requests and errors over time' })).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Requests and errors over time' })).not.toBeNull();
    const rows = rowsOf(screen.getByRole('table', { name: 'Requests and errors over time' }));
    expect(rows).toHaveLength(25);
    expect(rows[0]).toEqual(['Interval starting', 'Requests', 'Errors']);
    const tenth = sampleDashboard.timeline[9];
    expect(rows[10]).toEqual([formatIntervalStart(tenth?.at ?? '', 24), '150', '10']);
    const totals = rows
      .slice(1)
      .reduce(
        (sum, row) => ({ requests: sum.requests + Number(row[1]), errors: sum.errors + Number(row[2]) }),
        { requests: 0, errors: 0 },
      );
    expect(totals).toEqual({ requests: 1284, errors: 36 });
  });

  it('tops its axis at a round figure and draws errors striped in front of their requests', () => {
    const { container } = render(<TimelineChart timeline={sampleDashboard.timeline} windowHours={24} />);
    expect(screen.getByText('200')).not.toBeNull();
    const striped = [...container.querySelectorAll('rect[fill^="url(#"]')];
    expect(striped).toHaveLength(6);
    const patternId = striped[0]?.getAttribute('fill')?.slice(5, -1) ?? '';
    expect(container.querySelector(`pattern[id="${patternId}"]`)).not.toBeNull();
    expect(striped[1]?.getAttribute('height')).toBe(String((10 / 200) * 160));
  });

  it('says so instead of drawing when the window had no requests', () => {
    const quiet = sampleDashboard.timeline.map((point) => ({ ...point, requests: 0, errors: 0 }));
    render(<TimelineChart timeline={quiet} windowHours={24} />);
    expect(screen.getByText('No requests in this window.')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
