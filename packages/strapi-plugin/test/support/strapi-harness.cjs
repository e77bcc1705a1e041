// Boots the example Strapi app headless in its own process (Strapi's destroy() clears process listeners,
// which must not happen inside the test runner) and prints one JSON line once it listens.
// Strapi is loaded with require: its ESM build cannot be imported (lodash/fp directory import).
const path = require('node:path');

const appDir = path.resolve(__dirname, '../../../../examples/strapi-app');
const { createStrapi } = require(require.resolve('@strapi/strapi', { paths: [appDir] }));

async function main() {
  const port = Number(process.env.PORT);
  const serveAdmin = process.env.SERVE_ADMIN === '1';
  const app = createStrapi({
    appDir,
    // `strapi build` compiles the app and the admin into dist/; the API-only tests run the sources directly.
    distDir: serveAdmin ? path.join(appDir, 'dist') : appDir,
    autoReload: false,
    serveAdminPanel: serveAdmin,
  });
  app.log.level = process.env.STRAPI_LOG_LEVEL || 'warn';
  await app.load();
  await new Promise((resolve) => app.server.listen(port, '127.0.0.1', resolve));
  process.stdout.write(`${JSON.stringify({ ready: true, port })}\n`);
  const stop = async () => {
    await app.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
