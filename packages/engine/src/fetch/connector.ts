/**
 * The connect-time half of the SSRF policy. Undici calls this connector for every new socket (first
 * request, keep-alive misses and every redirect hop), so the check sees exactly the address the socket
 * goes to: a name that resolved to a public address a moment ago and to a private one now (DNS
 * rebinding) is refused here, and IP literals are checked too (Node skips `lookup` for them).
 */
import { isIP } from 'node:net';
import { buildConnector } from 'undici';
import {
  type DestinationPolicy,
  describeBlockedAddress,
  isAllowListed,
  normalizeHost,
} from './destination.ts';
import { BlockedDestinationError } from './errors.ts';
import { type Resolver, resolveHost } from './resolver.ts';

export interface GuardOptions {
  policy: DestinationPolicy;
  resolve: Resolver;
}

/**
 * Resolves `hostname` and returns the addresses a connection may use. Every answer must be public:
 * one bad answer refuses the whole set, because a client may pick any of them.
 */
export async function vetHost(hostname: string, port: number, guard: GuardOptions): Promise<string[]> {
  const name = normalizeHost(hostname);
  const addresses = await resolveHost(name, guard.resolve);
  if (isAllowListed(guard.policy, name)) return addresses;
  const portAllowed = guard.policy.allowedPorts.has(port);
  // A private address is the reason that matters even on an odd port: moving the site to port 80 would not help.
  for (const address of addresses) {
    const reason = describeBlockedAddress(address, !portAllowed);
    if (reason !== null) {
      const what =
        isIP(name) === 0 ? `${name} resolves to an address that is refused:` : `${name} is refused:`;
      throw new BlockedDestinationError(`${what} ${reason}`);
    }
  }
  if (!portAllowed) {
    throw new BlockedDestinationError(
      `Port ${port} of ${name} is not allowed; only ports 80 and 443 are fetched.`,
    );
  }
  return addresses;
}

/** An undici connector that vets the destination, then connects to a vetted address only. */
export function createGuardedConnector(
  guard: GuardOptions & { connectTimeoutMs: number; ca?: string | string[] | undefined },
): buildConnector.connector {
  const base = buildConnector(
    guard.ca === undefined
      ? { timeout: guard.connectTimeoutMs }
      : { timeout: guard.connectTimeoutMs, ca: guard.ca },
  );
  return (options, callback) => {
    const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
    vetHost(options.hostname, port, guard).then(
      (addresses) => {
        // TLS must still verify the certificate for the name, not the address we dialled.
        const servername =
          options.protocol === 'https:' && isIP(options.hostname) === 0 ? options.hostname : undefined;
        const attempt = (index: number): void => {
          base({ ...options, hostname: addresses[index] as string, servername }, (error, socket) => {
            if (error !== null && index + 1 < addresses.length) attempt(index + 1);
            else if (error !== null) callback(error, null);
            else callback(null, socket);
          });
        };
        attempt(0);
      },
      (error: Error) => callback(error, null),
    );
  };
}
