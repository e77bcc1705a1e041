import { signatureDigest } from './sanity-signature.ts';

/** What a GROQ-powered webhook delivery says happened to the document. */
export type SanityOperation = 'create' | 'update' | 'delete';

/** What a signature's receipt id starts with (then the signature's bytes as hex). */
export const SIGNATURE_RECEIPT = 'sanitysig-';
/** What an idempotency key's receipt id starts with (then the key). */
export const KEY_RECEIPT = 'sanity-';

const OPERATIONS: ReadonlySet<string> = new Set<SanityOperation>(['create', 'update', 'delete']);

/**
 * The operation of a verified delivery. Sanity signs the timestamp and the body only, so the `sanity-operation`
 * header can be changed by whoever replays a captured delivery (a publish replayed as `delete` would withdraw its
 * audit). A projection with `"operation": delta::operation()` puts it inside what Sanity signed: when the body has
 * it, the header is not read. Without it (projections written before), the header is trusted as it always was.
 *
 * @example
 * ```ts
 * deliveryOperation({ _id: 'a', operation: 'update' }, new Headers({ 'sanity-operation': 'delete' })); // 'update'
 * deliveryOperation({ _id: 'a' }, new Headers({ 'sanity-operation': 'delete' })); // 'delete' (old projection)
 * ```
 */
export function deliveryOperation(
  body: { [field: string]: unknown },
  headers: Headers,
): SanityOperation | null {
  const signed = body.operation;
  if (typeof signed === 'string' && OPERATIONS.has(signed)) return signed as SanityOperation;
  const header = headers.get('sanity-operation');
  return header && OPERATIONS.has(header) ? (header as SanityOperation) : null;
}

/**
 * The receipt ids that make one delivery act once, for a delivery whose signature was verified, in the order to
 * claim them (see `claimReceipts`). The signature comes first: it stays the same on a byte-for-byte replay,
 * whatever idempotency key is put beside it (the key is not signed), and a replay then writes nothing. Sanity's
 * `idempotency-key` stays the same on every retry, even one signed anew; the new signature's receipt is kept, so
 * a replay of that retry is a duplicate as well. `sanitysig-` never starts a `sanity-<key>` id.
 *
 * @example
 * ```ts
 * deliveryReceipts(request.headers); // ['sanitysig-<signature bytes as hex>', 'sanity-<idempotency-key>']
 * ```
 */
export function deliveryReceipts(headers: Headers): string[] {
  const receipts: string[] = [];
  const digest = signatureDigest(headers.get('sanity-webhook-signature') ?? '');
  if (digest) receipts.push(`${SIGNATURE_RECEIPT}${digest}`);
  const key = headers.get('idempotency-key');
  if (key) receipts.push(`${KEY_RECEIPT}${key}`);
  return receipts;
}
