import { describe, expect, it } from 'vitest';
import { readPrometheusText } from './prometheus-text';

const valid = [
  '# HELP http_errors_total Errors by route and status',
  '# TYPE http_errors_total counter',
  'http_errors_total{route="/api/resumes/:id",status="404"} 3',
  'http_errors_total{route="say \\"hi\\"\\\\",status="500",} 1 1700000000000',
  '# TYPE d histogram',
  'd_bucket{le="0.1"} 1',
  'd_bucket{le="+Inf"} 2',
  'd_sum 0.35',
  'd_count 2',
  '# TYPE g gauge',
  'g Nan',
  'g2 -Inf',
  '',
].join('\n');

describe('the test’s Prometheus text reader', () => {
  it('reads families, types, help, labels (escapes included) and values', () => {
    const families = readPrometheusText(valid);
    expect(families.get('http_errors_total')).toMatchObject({
      type: 'counter',
      help: 'Errors by route and status',
      samples: [
        { labels: { route: '/api/resumes/:id', status: '404' }, value: 3 },
        { labels: { route: 'say "hi"\\', status: '500' }, value: 1 },
      ],
    });
    expect(families.get('d')?.samples).toHaveLength(4);
    expect(families.get('g2')?.type).toBe('untyped');
  });

  it.each([
    ['no final line feed', 'a 1'],
    ['a bad metric name', '1a 1\n'],
    ['an unquoted label', 'a{b=c} 1\n'],
    ['a bad escape', 'a{b="\\x"} 1\n'],
    ['a label twice', 'a{b="1",b="2"} 1\n'],
    ['a value that is not a float', 'a one\n'],
    ['a signed NaN', 'a -NaN\n'],
    ['two spaces', 'a  1\n'],
    ['a TYPE after samples', 'a 1\n# TYPE a counter\n'],
    ['an unknown type', '# TYPE a meter\n'],
    ['a family in two places', 'a 1\nb 1\na{x="1"} 2\n'],
    ['a series twice', 'a 1\na 2\n'],
    ['buckets without +Inf', '# TYPE h histogram\nh_bucket{le="1"} 1\nh_sum 1\nh_count 1\n'],
    [
      'buckets not cumulative',
      '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n',
    ],
    ['a count unlike +Inf', '# TYPE h histogram\nh_bucket{le="+Inf"} 2\nh_sum 1\nh_count 1\n'],
  ])('refuses %s', (_what, text) => {
    expect(() => readPrometheusText(text)).toThrow();
  });
});
