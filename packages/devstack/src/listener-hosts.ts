/**
 * An inline script for the Studio page that gives each Content Lake listener stream its own host name
 * (`listener-7.geoaudit.localhost:<port>`; every `*.localhost` name is this machine).
 *
 * Why: Sanity's Content Lake speaks HTTP/2, where the Studio's listener streams share one connection. The
 * local stand-in speaks plain HTTP/1.1 to the browser (HTTP/2 needs TLS, and a self-signed certificate
 * would stand between a newcomer and the Studio), and over HTTP/1.1 a browser opens at most six connections
 * to one host. The Studio keeps six or seven streams open (releases, document list, global preview, document
 * pair, two document sets) and the GEO audit plugin one more, so without this the seventh stream and every
 * request after it waited forever: the inspector spun, or the list stayed grey. Connection limits are per
 * host, so one host per stream leaves the lake's own host free for queries and mutations.
 *
 * The Studio's listener (a fetch-based EventSource) calls `fetch` when it connects, after this script has
 * wrapped it; only `/data/listen/` requests to the stand-in's port are rewritten.
 *
 * @example
 * ```ts
 * serveSpa({ root, port, localStorage: {…}, headScripts: [spreadListenersScript(lakePort)] });
 * ```
 */
export function spreadListenersScript(lakePort: number): string {
  return `(() => {
  const port = ${JSON.stringify(String(lakePort))};
  const fetchOriginal = window.fetch.bind(window);
  let streams = 0;
  window.fetch = (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, location.href);
    if (url.port !== port || !url.hostname.endsWith('localhost') || !url.pathname.includes('/data/listen/')) {
      return fetchOriginal(input, init);
    }
    url.hostname = 'listener-' + ++streams + '.' + url.hostname;
    return fetchOriginal(input instanceof Request ? new Request(url.href, input) : url.href, init);
  };
})();`;
}
