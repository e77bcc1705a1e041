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

/**
 * The API path a request for an unknown path most likely meant, when it differs only by doubled or trailing
 * slashes or by letter case: `{base_url}/` joined with `/api/audit.php` gives `//api/audit.php`, and a 404 that
 * only says "no such endpoint" sends the caller to compare two paths that look the same.
 *
 * @example
 * ```ts
 * intendedPath('//api/audit.php'); // '/api/audit.php'
 * intendedPath('/api/audit.php/'); // '/api/audit.php'
 * intendedPath('/api/jobs'); // undefined
 * ```
 */
export function intendedPath(path: string): string | undefined {
  const tidy = path
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .toLowerCase();
  return Object.keys(ROUTE_METHODS).find((known) => known === tidy && known !== path);
}
