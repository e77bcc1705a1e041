// @wordpress/scripts' webpack config, taught to read workspace packages (@geo-audit/core, @geo-audit/render)
// from their TypeScript sources through the `geo-audit-source` export condition, as tests and Node do.
const path = require('node:path');
const defaultConfig = require('@wordpress/scripts/config/webpack.config');

const configs = Array.isArray(defaultConfig) ? defaultConfig : [defaultConfig];
const patched = configs.map((config) => ({
  ...config,
  entry: { index: path.resolve(__dirname, 'src/index.tsx') },
  output: { ...config.output, path: path.resolve(__dirname, 'plugin/build') },
  resolve: {
    ...config.resolve,
    conditionNames: ['geo-audit-source', '...'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  },
}));
module.exports = Array.isArray(defaultConfig) ? patched : patched[0];
