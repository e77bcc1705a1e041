/** The methods of each fixed path. Fastify answers HEAD wherever it answers GET, so Allow names it too. */
export const ROUTE_METHODS: Readonly<Record<string, readonly string[]>> = {
  '/api/audit.php': ['GET', 'HEAD', 'POST'],
  '/api/audit_status.php': ['GET', 'HEAD'],
  '/health': ['GET', 'HEAD'],
  '/openapi.json': ['GET', 'HEAD'],
};

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
