/** Hostname resolution for the connector: every A and AAAA answer, in the resolver's order. */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { dnsMessage } from './dns-message.ts';
import { DnsFailureError, operatorDetail } from './errors.ts';

/** Resolves a hostname to IP addresses; see `SafeFetchOptions.resolve`. */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, order: 'verbatim' });
  return answers.map((answer) => answer.address);
};

/** The addresses a host stands for: itself when it is an IP literal, else the resolver's answers. */
export async function resolveHost(hostname: string, resolve: Resolver): Promise<string[]> {
  if (isIP(hostname) !== 0) return [hostname];
  let addresses: string[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    throw new DnsFailureError(
      dnsMessage(hostname, typeof code === 'string' ? code : undefined),
      operatorDetail(error),
    );
  }
  if (addresses.length === 0) {
    throw new DnsFailureError(dnsMessage(hostname, 'ENODATA'), 'the resolver answered no addresses');
  }
  return addresses;
}
