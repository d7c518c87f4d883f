/** What a job seeker reads when a job-posting URL cannot be fetched. Routes and tests share these strings. */
export const safeFetchMessages = {
  notAllowed: 'That address is not allowed',
  timeout: 'Could not reach that page (timeout)',
  unreachable: 'Could not reach that page',
  badStatus: (status: number) => `That page returned ${status}`,
  tooManyRedirects: 'Too many redirects',
  notTextual: (contentType: string) => `That page is not a web page or text (${contentType})`,
} as const;
