/** The methods of each fixed path. Fastify answers HEAD wherever it answers GET, so Allow names it too. */
const ROUTE_METHODS: Readonly<Record<string, readonly string[]>> = {
  '/api/audit.php': ['GET', 'HEAD', 'POST'],
  '/api/audit_status.php': ['GET', 'HEAD'],
  '/health': ['GET', 'HEAD'],
  '/openapi.json': ['GET', 'HEAD'],
};

/** The methods of each path that ends in an id (`results_url` is `/results/<token>`), and its name in answers. */
const PREFIX_ROUTE_METHODS: ReadonlyArray<
  readonly [prefix: string, name: string, methods: readonly string[]]
> = [['/results/', '/results/{token}', ['GET', 'HEAD']]];

/**
 * The methods the server answers on `path`, fixed or ending in one id segment, with the route's name (an id is
 * not echoed: a results token is the page's only key), or undefined for a path it does not know. A wrong method
 * on a known path is 405 with these in Allow, not 404 ("no such endpoint").
 *
 * @example
 * ```ts
 * allowedMethods('/api/audit_status.php'); // { route: '/api/audit_status.php', methods: ['GET', 'HEAD'] }
 * allowedMethods('/results/r_abc'); // { route: '/results/{token}', methods: ['GET', 'HEAD'] }
 * allowedMethods('/results/'); // undefined
 * ```
 */
export function allowedMethods(path: string): { route: string; methods: readonly string[] } | undefined {
  const fixed = ROUTE_METHODS[path];
  if (fixed) return { route: path, methods: fixed };
  for (const [prefix, route, methods] of PREFIX_ROUTE_METHODS) {
    const id = path.slice(prefix.length);
    if (path.startsWith(prefix) && id !== '' && !id.includes('/')) return { route, methods };
  }
  return undefined;
}

/** What an unknown path most likely meant: the API's path, and what went wrong in joining it. */
export interface IntendedPath {
  path: string;
  /** `slashes`: doubled or trailing slashes or letter case; `prefix`: a path of the base URL's own in front. */
  why: 'slashes' | 'prefix';
  /** For `prefix`: what stands in front of the API's path (`/api` for a base URL that ends in /api). */
  prefix?: string;
}

/**
 * The API path a request for an unknown path most likely meant: one that differs only by doubled or trailing
 * slashes or by letter case (`{base_url}/` joined with `/api/audit.php` gives `//api/audit.php`), or one with a
 * path in front (a base URL set to `https://geo.example.com/api` gives `/api/api/audit.php`). A 404 that only says
 * "no such endpoint" sends the caller to compare two paths that look the same.
 *
 * @example
 * ```ts
 * intendedPath('//api/audit.php'); // { path: '/api/audit.php', why: 'slashes' }
 * intendedPath('/api/api/audit_status.php'); // { path: '/api/audit_status.php', why: 'prefix', prefix: '/api' }
 * intendedPath('/api/jobs'); // undefined
 * ```
 */
export function intendedPath(path: string): IntendedPath | undefined {
  const tidy = path
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .toLowerCase();
  for (const known of Object.keys(ROUTE_METHODS)) {
    if (known === path) continue;
    if (known === tidy) return { path: known, why: 'slashes' };
    if (tidy.endsWith(known)) return { path: known, why: 'prefix', prefix: tidy.slice(0, -known.length) };
  }
  return undefined;
}

/**
 * The detail of the 404 for a path the server does not know: the API's path it most likely meant and what to change
 * where the base URL and the path are joined, or where the API is described.
 *
 * @example
 * ```ts
 * unknownPathDetail('/api/api/audit.php');
 * // 'No endpoint is at "/api/api/audit.php"; the API's is /api/audit.php. "/api" in front of it is not part of …'
 * ```
 */
export function unknownPathDetail(path: string): string {
  const meant = intendedPath(path);
  const at = `No endpoint is at ${JSON.stringify(path.slice(0, 100))}`;
  if (meant === undefined) return 'No such endpoint. The API is described at /openapi.json.';
  if (meant.why === 'slashes') {
    return `${at}; the API's is ${meant.path}. Check the doubled or trailing slashes and letter case where the base URL and the path are joined.`;
  }
  return `${at}; the API's is ${meant.path}. ${JSON.stringify(meant.prefix)} in front of it is not part of this API's paths: set the base URL to the server's address without it (for example https://geo.example.com, not https://geo.example.com${meant.prefix}).`;
}
