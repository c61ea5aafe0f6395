const path = require('node:path');

const root = path.join(__dirname, '..');

/** Business rules in Gherkin, driven through the use cases with in-memory adapters. */
module.exports = {
  default: {
    paths: [path.join(root, 'features/**/*.feature')],
    requireModule: [path.join(root, 'scripts/register.js')],
    require: [path.join(root, 'features/support/**/*.ts'), path.join(root, 'features/step_definitions/**/*.ts')],
    format: [
      'progress',
      `html:${path.join(root, 'reports/features.html')}`,
      `message:${path.join(root, 'reports/cucumber-messages.ndjson')}`,
    ],
    formatOptions: { snippetInterface: 'async-await' },
    strict: true,
  },
};
