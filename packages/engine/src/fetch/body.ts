/**
 * Reads a response body up to a byte cap, decompressing on the way. The cap counts decompressed bytes,
 * so a compression bomb stops at the cap like any other oversized body, and reading stops there (the
 * rest is never downloaded).
 */
import { type Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import { bodyReadError } from './body-error.ts';

export interface CappedBody {
  bytes: Buffer;
  truncated: boolean;
  /** Set when the body could not be read or decompressed to the end; `bytes` holds what was read. */
  error?: string;
  /** With `error`, for an operator: the library's code and words (`ECONNRESET: read ECONNRESET`). */
  detail?: string;
  /** The body broke off part-way (the connection dropped, or its compressed stream ended early). */
  cutShort?: boolean;
}

// Deflate is sent both zlib-wrapped (per the RFC) and raw (by some servers); the header tells them apart.
function isZlibHeader(chunk: Buffer): boolean {
  const first = chunk[0] ?? 0;
  const second = chunk[1] ?? 0;
  return (first & 0x0f) === 8 && ((first << 8) | second) % 31 === 0;
}

function inflateEither(): Transform {
  let inner: zlib.Inflate | zlib.InflateRaw | undefined;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (inner === undefined) {
        inner = isZlibHeader(chunk) ? zlib.createInflate() : zlib.createInflateRaw();
        inner.on('data', (data: Buffer) => this.push(data));
        inner.on('error', (error) => this.destroy(error));
      }
      inner.write(chunk, () => done());
    },
    flush(done) {
      if (inner === undefined) return done();
      inner.once('end', () => done());
      inner.end();
    },
  });
}

function decoderFor(coding: string): Transform | null | undefined {
  switch (coding) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'br':
      return zlib.createBrotliDecompress();
    case 'deflate':
      return inflateEither();
    case 'zstd':
      return typeof zlib.createZstdDecompress === 'function' ? zlib.createZstdDecompress() : undefined;
    default:
      return undefined;
  }
}

/** The chain of decoders for a Content-Encoding header (applied in reverse order), or an unknown coding. */
export function decodersFor(contentEncoding: string | undefined): Transform[] | string {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '')
    .reverse();
  const chain: Transform[] = [];
  for (const coding of codings) {
    const decoder = decoderFor(coding);
    if (decoder === undefined) {
      for (const made of chain) made.destroy();
      return coding;
    }
    if (decoder !== null) chain.push(decoder);
  }
  return chain;
}

/** Reads `body` (decoded per `contentEncoding`) until it ends or `maxBytes` decoded bytes are in. */
export async function readCappedBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
): Promise<CappedBody> {
  const chain = decodersFor(contentEncoding);
  if (typeof chain === 'string') {
    body.on('error', () => {});
    body.destroy();
    return {
      bytes: Buffer.alloc(0),
      truncated: false,
      error: `The response uses an unsupported Content-Encoding (${chain}): serve it uncompressed, or with gzip, deflate or br.`,
    };
  }
  let stream: Readable = body;
  let rawBytes = 0;
  let rawCapHit = false;
  // The compressed stream is capped too, so a body that decodes to little still cannot download forever.
  const rawCap = maxBytes + 65_536;
  if (chain.length > 0) {
    body.on('data', (chunk: Buffer) => {
      rawBytes += chunk.length;
      if (rawBytes > rawCap) {
        rawCapHit = true;
        body.destroy(new Error('compressed body exceeds the cap'));
      }
    });
  }
  for (const decoder of chain) {
    stream.on('error', (error) => decoder.destroy(error));
    stream = stream.pipe(decoder);
  }

  const chunks: Buffer[] = [];
  let total = 0;
  let truncated = false;
  let error: { error: string; detail: string } | undefined;
  let cutShort = false;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      if (total + buffer.length > maxBytes) {
        chunks.push(buffer.subarray(0, maxBytes - total));
        total = maxBytes;
        truncated = true;
        break;
      }
      chunks.push(buffer);
      total += buffer.length;
    }
  } catch (caught) {
    if (rawCapHit) truncated = true;
    else {
      error = bodyReadError(caught);
      cutShort = true;
    }
  } finally {
    // Stop downloading: destroy quietly, the error that follows a deliberate stop means nothing.
    for (const stage of [body, ...chain]) {
      stage.on('error', () => {});
      stage.destroy();
    }
  }
  const result: CappedBody = { bytes: Buffer.concat(chunks, total), truncated };
  if (error !== undefined) Object.assign(result, error);
  if (cutShort) result.cutShort = true;
  return result;
}
