/**
 * Why this Node cannot run the engine, or null when it can. The engine's text patterns use RegExp modifiers
 * (`(?-i:…)`), which V8 parses from Node 23 on; an older Node fails on loading them with a SyntaxError and exits 1,
 * which a pipeline reads as "below --min-score". Detected by the feature, not the version number, so a Node that
 * has it under a flag passes too.
 *
 * @example
 * ```ts
 * unsupportedNode(); // null on Node 24; 'geo-audit-engine needs Node 23 or newer …' on Node 22
 * ```
 */
export function unsupportedNode(version = process.version): string | null {
  try {
    // biome-ignore lint/complexity/useRegexLiterals: a literal would fail this file's own parse on such a Node.
    new RegExp('(?-i:a)', 'i');
    return null;
  } catch {
    return `geo-audit-engine needs Node 23 or newer (Node 24 recommended); this is Node ${version}, which cannot parse the engine's text patterns (RegExp modifiers). In GitHub Actions: actions/setup-node with node-version: 24.`;
  }
}
