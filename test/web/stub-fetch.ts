import { vi } from 'vitest';

/** For the web app's component tests: a fetch answering by "METHOD /path", and the calls it saw. */

export type Answer = Response | ((init: RequestInit | undefined) => Response | Promise<Response>);

/** Answers "METHOD url" from `routes`, in order for repeated calls (the last one repeats). */
export function stubFetch(routes: Record<string, Answer[]>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const answers = routes[key];
    const answer = answers && answers.length > 1 ? answers.shift() : answers?.[0];
    if (!answer) throw new Error(`unexpected ${key}`);
    return typeof answer === 'function' ? answer(init) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made, as "METHOD url". */
export const callsOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

/** An answer the test gives when it chooses (`resolve`), to see the screen while a call is in flight. */
export function deferredAnswer() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => (resolve = done));
  return { answer: () => promise, resolve };
}
