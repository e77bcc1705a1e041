// Example: trigger audits from a Sanity Function instead of a GROQ webhook.
// sanity.blueprint.ts:
//   defineBlueprint({ resources: [defineDocumentFunction({ name: 'geo-audit', event: { on: ['create', 'update'],
//     filter: '_type == "post"', projection: '{_id, _type, "slug": slug.current, "operation": delta::operation()}',
//     includeDrafts: false } })] })
// The function forwards the event to the handler with a Sanity-style signature, so one code path serves both.
// `operation` is how the handler tells a deletion from a publish here (nothing sends a `sanity-operation` header),
// should `delete` be added to `on`; it is part of the signed body, as in the GROQ webhook the README configures.
import { createGeoAuditHandler, signSanityWebhook } from 'sanity-plugin-geo-audit/handler';

const secret = process.env.SANITY_WEBHOOK_SECRET ?? '';
const handler = createGeoAuditHandler({
  apiKey: process.env.GEO_AUDIT_API_KEY ?? '',
  baseUrl: process.env.GEO_AUDIT_BASE_URL ?? '',
  webhookSecret: process.env.GEO_AUDIT_WEBHOOK_SECRET,
  handlerUrl: process.env.GEO_AUDIT_HANDLER_URL ?? '',
  sanity: {
    projectId: process.env.SANITY_PROJECT_ID ?? '',
    dataset: process.env.SANITY_DATASET ?? '',
    token: process.env.SANITY_WRITE_TOKEN ?? '',
    webhookSecret: secret,
  },
  urlFor: (doc) => (typeof doc.slug === 'string' ? `https://www.example.com/blog/${doc.slug}` : null),
});

export async function handle({ event }: { event: { data: { _id: string; _type: string } } }) {
  const body = JSON.stringify(event.data);
  await handler(
    new Request('https://function.local/geo-audit', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': await signSanityWebhook(body, secret),
      },
    }),
  );
}
