export {
  createGeoAuditHandler,
  type GeoAuditHandler,
  type GeoAuditHandlerOptions,
  type SanityDocumentStub,
  type UrlFor,
} from './create-handler.ts';
export { RECEIPT_TYPE, RESULT_TYPE, resultDocumentId } from './document-ids.ts';
export { signSanityWebhook, verifySanitySignature } from './sanity-signature.ts';
export { createSanityStore, type GeoAuditResultDocument } from './sanity-store.ts';
