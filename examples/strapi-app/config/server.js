module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // The public address of this Strapi; the GEO Audit API sends its completion webhooks here.
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS', ['example-app-key-1', 'example-app-key-2']) },
});
