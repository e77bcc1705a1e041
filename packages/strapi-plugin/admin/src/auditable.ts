/** The content-type options the Content Manager hands to the list-view hook and `useDocumentLayout`. */
export interface LayoutOptions {
  draftAndPublish?: boolean;
}

/**
 * Whether the content type has Draft & Publish. The list-view column hook is told only the layout, not the
 * model, so it decides on this alone and leaves the model to `isAuditable` per cell.
 */
export const hasDraftAndPublish = (options: LayoutOptions | undefined): boolean =>
  options?.draftAndPublish === true;

/**
 * Whether the plugin audits entries of this content type: only `api::` types with Draft & Publish, the
 * server's rule (Settings lists only these, publishing is what starts an audit, and re-run refuses others).
 * The side panel and the list column both ask here, so neither offers audits the server will not run.
 */
export const isAuditable = (model: string, options: LayoutOptions | undefined): boolean =>
  model.startsWith('api::') && hasDraftAndPublish(options);
