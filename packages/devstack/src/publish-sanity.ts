// Publishes one Sanity article into a running `npm start` through the Content Lake stand-in's mutation API;
// the stand-in delivers the signed GROQ webhook to the handler, as Sanity's Content Lake would. Usage: node --conditions=geo-audit-source packages/devstack/src/publish-sanity.ts [--data-dir <dir>] "Title" ["Body"]
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from './options.ts';
import { publishToSanity } from './parts/sanity.ts';
import { PUBLISH_USAGE, type PublishArgs, parsePublishArgs } from './publish-sanity-args.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
let args: PublishArgs;
try {
  args = parsePublishArgs(process.argv.slice(2), process.env, repoRoot);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`${error.message}\n${PUBLISH_USAGE}\n`);
  process.exit(2);
}
const { title, body, dataDir } = args;
const detailsFile = join(dataDir, 'devstack.json');
const details = await readFile(detailsFile, 'utf8').then(
  (text) => JSON.parse(text) as { sanity?: { apiHost: string; handlerUrl: string; studioUrl: string } },
  () => ({}) as { sanity?: undefined },
);
if (!details.sanity) {
  process.stderr.write(
    `No running Sanity part found in ${detailsFile} (the data dir this command looked in: ${dataDir}).\n` +
      'If npm start was given --data-dir, give this command the same: --data-dir <dir> (or set GEO_AUDIT_DATA_DIR).\n' +
      'Otherwise start the suite with Sanity, npm start (from the repository root), then run this again.\n',
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
