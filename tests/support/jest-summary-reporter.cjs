// Writes a suite's pass/fail counts to a JSON file that `npm test` sums into its last line.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(_globalConfig, options = {}) {
    this.output = options.output ?? '.reports/jest.json';
  }

  onRunComplete(_contexts, results) {
    const summary = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.mkdirSync(path.dirname(this.output), { recursive: true });
    fs.writeFileSync(this.output, JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;
