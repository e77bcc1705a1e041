// The package ships no types; this covers the one call the fetcher makes.
declare module 'html-encoding-sniffer' {
  interface SniffOptions {
    xml?: boolean;
    transportLayerEncodingLabel?: string;
    defaultEncoding?: string | null;
    maxPrescanBytes?: number;
  }
  /** Returns a canonical WHATWG encoding name, or `defaultEncoding` when nothing declares one. */
  function sniffHtmlEncoding(bytes: Uint8Array, options?: SniffOptions): string | null;
  export = sniffHtmlEncoding;
}
