import type { ArticleSource } from 'example-demo-site';
import type { Child } from '../child-process.ts';

export const PART_NAMES = ['server', 'demo-site', 'strapi', 'wordpress', 'sanity'] as const;
export type PartName = (typeof PART_NAMES)[number];
export const CMS_PARTS = ['strapi', 'wordpress', 'sanity'] as const;
export type CmsName = (typeof CMS_PARTS)[number];

/** Where every part listens; fixed so bookmarks, the WordPress site URL and the webhooks stay valid. */
export interface Ports {
  server: number;
  demoSite: number;
  strapi: number;
  wordpress: number;
  sanityHandler: number;
  /** The example Sanity Studio (3333 is `sanity dev`'s default). */
  sanityStudio: number;
}

export const DEFAULT_PORTS: Ports = {
  server: 8787,
  demoSite: 4100,
  strapi: 1337,
  wordpress: 8080,
  sanityHandler: 4200,
  sanityStudio: 3333,
};

/** One row of the final table. */
export interface Row {
  part: string;
  url: string;
  login: string;
}

/** What the GEO server part hands the others. */
export interface GeoServerInfo {
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
}

export interface Context {
  repoRoot: string;
  /** Where all state lives (`./.data`, git-ignored). */
  dataDir: string;
  ports: Ports;
  /** Progress lines, prefixed with the part's name. */
  log(part: string, message: string): void;
  /** Public URL pattern of a CMS's articles on the demo site (`{slug}` is replaced). */
  patternFor(cms: CmsName): string;
  /** Lets the demo site render this CMS's articles; called before sample content is published. */
  bindSource(source: ArticleSource): void;
}

/** A running part: table rows, what the test harness needs to publish, and how to stop it. */
export interface Running {
  rows: Row[];
  /** Child processes (one process group each), for the no-leftovers check. */
  children: Child[];
  /** Machine-readable details (credentials, URLs) written to .data/devstack.json. */
  details: Record<string, unknown>;
  stop(): Promise<void>;
}
