/** The structured-data model shared by JSON-LD, microdata and RDFa. */

export type StructuredSyntax = 'json-ld' | 'microdata' | 'rdfa';

/** A reference to another node by `@id` (JSON-LD) that was not written inline. */
export interface ItemRef {
  ref: string;
}

export type StructuredValue = string | number | boolean | StructuredItem | ItemRef;

/** One node: a typed (or untyped) thing with properties, from any of the three syntaxes. */
export interface StructuredItem {
  syntax: StructuredSyntax;
  /** Types as normalized by `normalizeTerm` (`Person`, or a full IRI for other vocabularies). */
  types: string[];
  /** `@id`, `itemid` or the RDFa subject IRI. */
  id?: string;
  /** Property name (normalized) → values in document order. A null-prototype object. */
  properties: Record<string, StructuredValue[]>;
  /** Where the node was found, for evidence: `JSON-LD block 2`, `microdata div#offer` … */
  where: string;
  /** True for top-level nodes (not the value of another node's property). */
  root: boolean;
}

export type IssueSeverity = 'error' | 'warning';

/** A problem met while extracting: a block that does not parse, a repaired block, a capped page … */
export interface StructuredDataIssue {
  syntax: StructuredSyntax;
  severity: IssueSeverity;
  /** Stable code: `json_parse_error`, `json_repaired`, `script_too_large`, `too_many_scripts`, … */
  code: string;
  message: string;
  /** Human location: `JSON-LD block 2 of 3, line 4 column 12 of the block`. */
  where: string;
  /** Zero-based index of the JSON-LD block, when the issue is about one. */
  block?: number;
  /** One-based line and column inside the block, when known. */
  line?: number;
  column?: number;
  /** The block's raw text (capped), so callers can locate it in the page source. */
  snippet?: string;
}

/** One `<script type="application/ld+json">` block and how it parsed. */
export interface JsonLdBlock {
  index: number;
  /** `ok`, `repaired` (parsed after tolerant fixes), `error` (unparseable), `empty`, `skipped` (capped). */
  status: 'ok' | 'repaired' | 'error' | 'empty' | 'skipped';
  /** What had to be repaired: `comments`, `control_characters`, `trailing_commas`, `html_entities` … */
  repairs: string[];
  size: number;
  /** `@context` values seen at the top of the block. */
  contexts: string[];
}

export interface StructuredData {
  /** Top-level nodes, in document order (JSON-LD first, then microdata, then RDFa). */
  items: StructuredItem[];
  /** Every node, top-level and nested. */
  all: StructuredItem[];
  /** Nodes by `@id` / `itemid` / RDFa subject. */
  byId: Map<string, StructuredItem>;
  /** `@id` references written as `{"@id": …}` property values (JSON-LD), in order. */
  refs: string[];
  /** Deduplicated types of every node, in first-seen order. */
  types: string[];
  jsonLd: JsonLdBlock[];
  issues: StructuredDataIssue[];
  /** Counts of nodes per syntax. */
  counts: Record<StructuredSyntax, number>;
}
