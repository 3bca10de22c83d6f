// Removes the run's template directory made by global-setup.js (once, though every project runs this hook).
const fs = require('node:fs');

module.exports = async function globalTeardown() {
  const dir = process.env.BCG_TEST_TEMPLATE_DIR;
  if (!dir || !process.env.BCG_TEST_TEMPLATE_DIR_OWNED) return;
  fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.BCG_TEST_TEMPLATE_DIR;
  delete process.env.BCG_TEST_TEMPLATE_DIR_OWNED;
};
