import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Answers of the resolver that say the name has no address, rather than that the lookup could not be made. */
const NO_SUCH_NAME = new Set(['ENOTFOUND', 'ENODATA']);

/**
 * Whether the host of `url` has an address in DNS. Only a definite "no such name" is false: a resolver that
 * times out or fails for a while gives the benefit of the doubt, as a receiver that is down does.
 *
 * @example
 * ```ts
 * await hostExists('https://hooks.exmaple.com/geo'); // false: a typo the caller should hear about now
 * ```
 */
export async function hostExists(url: string): Promise<boolean> {
  const hostname = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(hostname) !== 0) return true;
  try {
    await lookup(hostname, { all: true });
    return true;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    return !(typeof code === 'string' && NO_SUCH_NAME.has(code));
  }
}
