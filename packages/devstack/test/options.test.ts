import { describe, expect, test } from 'vitest';
import { parseOptions, UsageError } from '../src/options.ts';
import { formatTable } from '../src/table.ts';

describe('npm start options', () => {
  test('by default every CMS starts on the documented ports with state in ./.data', () => {
    const options = parseOptions([], '/repo');
    expect(options.cms).toEqual(['strapi', 'wordpress', 'sanity']);
    expect(options.dataDir).toBe('/repo/.data');
    expect(options.ports).toEqual({
      server: 8787,
      demoSite: 4100,
      strapi: 1337,
      wordpress: 8080,
      sanityHandler: 4200,
      sanityStudio: 3333,
    });
  });

  test('--only and --skip choose CMSs; server and demo-site are accepted and always run', () => {
    expect(parseOptions(['--only', 'strapi']).cms).toEqual(['strapi']);
    expect(parseOptions(['--only', 'server,sanity']).cms).toEqual(['sanity']);
    expect(parseOptions(['--skip', 'wordpress']).cms).toEqual(['strapi', 'sanity']);
  });

  test('an unknown part or a bad offset is a usage error that names the choices', () => {
    expect(() => parseOptions(['--only', 'drupal'])).toThrow(UsageError);
    expect(() => parseOptions(['--only', 'drupal'])).toThrow(/strapi, wordpress, sanity/);
    expect(() => parseOptions(['--port-offset', 'ten'])).toThrow(/whole number/);
  });

  test('--port-offset moves every port', () => {
    expect(parseOptions(['--port-offset', '10000']).ports.wordpress).toBe(18080);
  });

  test('the table lines up every row under one header', () => {
    const table = formatTable([
      { part: 'GEO Audit API', url: 'http://127.0.0.1:8787', login: 'X-API-Key: k' },
      { part: 'Demo site', url: 'http://127.0.0.1:4100', login: '' },
    ]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[0]).toMatch(/^Part\s+URL\s+Login/);
    expect(table[2]!.indexOf('http')).toBe(table[3]!.indexOf('http'));
  });
});
