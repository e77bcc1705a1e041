// Strapi's admin offers English alone until the app lists more interface languages here; the GEO Audit
// plugin's German (side panel, list column, settings) is reachable only once German is one of them.
export default {
  config: {
    locales: ['de'],
  },
  bootstrap() {},
};
