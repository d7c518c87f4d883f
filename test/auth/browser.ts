/**
 * A browser, as far as sign-in needs one: fetch with a cookie jar per host and path, redirects followed by
 * hand (so each step can be seen and stopped at), forms submitted as a browser would. For the sign-in tests
 * against the test OpenID provider and a listening app.
 */

interface StoredCookie {
  value: string;
  path: string;
}

export interface Step {
  response: Response;
  /** The URL the response came from. */
  url: string;
  /** Every URL requested on the way, in order. */
  visited: string[];
}

export class Browser {
  /** host → `name path` → cookie. */
  private readonly jar = new Map<string, Map<string, StoredCookie & { name: string }>>();

  /** The value of a cookie the browser holds for a URL, or undefined. */
  cookie(url: string, name: string): string | undefined {
    const { host, pathname } = new URL(url);
    const matching = [...(this.jar.get(host)?.values() ?? [])].filter(
      (cookie) => cookie.name === name && pathname.startsWith(cookie.path),
    );
    return matching.sort((a, b) => b.path.length - a.path.length)[0]?.value;
  }

  /** The Cookie header the browser would send to a URL. */
  cookieHeader(url: string): string {
    const { host, pathname } = new URL(url);
    return [...(this.jar.get(host)?.values() ?? [])]
      .filter((cookie) => pathname.startsWith(cookie.path))
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  /** Sets a cookie by hand (a forged or an old one). */
  setCookie(url: string, name: string, value: string, path = '/'): void {
    const { host } = new URL(url);
    const cookies = this.jar.get(host) ?? new Map();
    cookies.set(`${name} ${path}`, { name, value, path });
    this.jar.set(host, cookies);
  }

  /** One request, cookies in and out, no redirect followed. */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await fetch(url, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.store(url, response);
    return response;
  }

  /**
   * A navigation: requests `url`, then follows each redirect (a GET, as browsers do after 302 and 303) until
   * a page answers, or until `stopAt` says the next URL is not to be requested (the step then ends on the
   * redirect pointing there).
   */
  async navigate(
    url: string,
    init: { method?: string; form?: Record<string, string>; stopAt?: (next: string) => boolean } = {},
  ): Promise<Step> {
    const visited = [url];
    let current = url;
    let response = await this.request(url, init);
    for (let hops = 0; hops < 20; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      const next = new URL(location, current).href;
      if (init.stopAt?.(next)) break;
      await response.body?.cancel();
      current = next;
      visited.push(next);
      response = await this.request(next);
    }
    return { response, url: current, visited };
  }

  /**
   * Submits the page's form whose action matches `action` (a browser's click on its submit button): its
   * hidden inputs, then `form`.
   */
  async submit(step: Step, action: RegExp, form: Record<string, string>, stopAt?: (next: string) => boolean) {
    const html = await step.response.text();
    const forms = [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)].map((match) => ({
      action: /action="([^"]+)"/.exec(match[1] ?? '')?.[1] ?? '',
      hidden: Object.fromEntries(
        [...(match[2] ?? '').matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((input) => [
          /name="([^"]*)"/.exec(input[0])?.[1] ?? '',
          /value="([^"]*)"/.exec(input[0])?.[1] ?? '',
        ]),
      ),
    }));
    const target = forms.find((candidate) => action.test(candidate.action));
    if (!target) throw new Error(`no form with action ${action} on ${step.url}: ${html.slice(0, 500)}`);
    const url = new URL(target.action.replaceAll('&amp;', '&'), step.url).href;
    return this.navigate(url, { method: 'POST', form: { ...target.hidden, ...form }, stopAt });
  }

  private store(url: string, response: Response): void {
    const { host } = new URL(url);
    const cookies = this.jar.get(host) ?? new Map<string, StoredCookie & { name: string }>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const attribute = (key: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      const path = attribute('path') ?? '/';
      const maxAge = attribute('max-age');
      const expires = attribute('expires');
      const gone =
        maxAge !== undefined
          ? Number(maxAge) <= 0
          : expires !== undefined && Date.parse(expires) <= Date.now();
      if (gone || value === '') cookies.delete(`${name} ${path}`);
      else cookies.set(`${name} ${path}`, { name, value, path });
    }
    this.jar.set(host, cookies);
  }
}
