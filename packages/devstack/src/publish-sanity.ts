// Publishes one Sanity article into a running `npm start` through the Content Lake stand-in's mutation API;
// the stand-in delivers the signed GROQ webhook to the handler, as Sanity's Content Lake would. Usage: node --conditions=geo-audit-source packages/devstack/src/publish-sanity.ts "Title" ["Body"]
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { publishToSanity } from './parts/sanity.ts';

const [title, body = 'Written with npm start.'] = process.argv.slice(2);
if (!title) {
  process.stderr.write(
    'Usage: node --conditions=geo-audit-source packages/devstack/src/publish-sanity.ts "Title" ["Body text"]\n',
  );
  process.exit(2);
}
const dataDir = resolve(process.env.GEO_AUDIT_DATA_DIR ?? '.data');
const details = await readFile(join(dataDir, 'devstack.json'), 'utf8').then(
  (text) => JSON.parse(text) as { sanity?: { apiHost: string; handlerUrl: string; studioUrl: string } },
  () => ({}) as { sanity?: undefined },
);
if (!details.sanity) {
  process.stderr.write(
    `No running Sanity part found in ${dataDir}/devstack.json: start it with npm start (from the repository root), then run this again.\n`,
  );
  process.exit(1);
}
const slug = title
  .toLowerCase()
  .normalize('NFKD')
  .replace(/[^a-z0-9]+/g, '-')
  .replace(/^-|-$/g, '');
const id = `article-${slug || Date.now()}`;
try {
  await publishToSanity(details.sanity.apiHost, { _id: id, title, slug, body });
} catch (error) {
  process.stderr.write(
    `Could not publish through ${details.sanity.apiHost}: ${(error as Error).message}. Is npm start still running?\n`,
  );
  process.exit(1);
}
process.stdout.write(
  `Published "${title}". Its score shows in a few seconds at\n${details.sanity.studioUrl}/structure/article;${id}%2Cinspect%3Dgeo-audit\n`,
);
