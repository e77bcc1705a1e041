/**
 * Why this Node cannot run the engine, or null when it can. The engine's text patterns use RegExp modifiers
 * (`(?-i:…)`), which Node 22 and older cannot parse (decision 0074: Node 24 is the minimum): loading them there
 * stops with a SyntaxError and exit 1, which a pipeline reads as "below --min-score". Tested by the feature itself.
 *
 * @example
 * ```ts
 * unsupportedNode(); // null on Node 24; 'geo-audit-engine needs Node 24 or newer …' on Node 22
 * ```
 */
export function unsupportedNode(version = process.version): string | null {
  try {
    // biome-ignore lint/complexity/useRegexLiterals: a literal would fail this file's own parse on such a Node.
    new RegExp('(?-i:a)', 'i');
    return null;
  } catch {
    return `geo-audit-engine needs Node 24 or newer (decision 0074); this is Node ${version}, which cannot parse the engine's text patterns (RegExp modifiers). In GitHub Actions: actions/setup-node with node-version: 24.`;
  }
}
