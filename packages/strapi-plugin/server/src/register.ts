import type { Core } from '@strapi/strapi';
import { registerPublishMiddleware } from './publish-middleware.ts';
import { enableRawBody } from './raw-body.ts';

export default function register({ strapi }: { strapi: Core.Strapi }) {
  enableRawBody(strapi);
  registerPublishMiddleware(strapi);
}
