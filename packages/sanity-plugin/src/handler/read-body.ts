/**
 * The handler's request bodies are small (a GROQ webhook projection, the GEO API's completion event, a re-run's
 * document id), and a body is read before its signature can be checked. Reading it whole without a cap let anyone
 * make the handler hold hundreds of megabytes before answering 401, so it is read up to a limit and refused past it.
 */

/** The largest body the handler reads: far above any webhook it receives. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The request's body as the bytes received (signatures cover those, not a decoding of them), or null when it is
 * larger than `limit` bytes (by its Content-Length, or while reading when it sends none). Stops reading as soon as
 * the limit is passed.
 *
 * @example
 * ```ts
 * const bytes = await readBody(request);
 * if (bytes === null) return json(413, { ok: false, reason: 'payload_too_large' });
 * const text = new TextDecoder().decode(bytes);
 * ```
 */
export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
