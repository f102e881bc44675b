// A vitest reporter for `npm test`: each test file's whole time (import, setup, hooks and tests, which
// vitest's JSON report leaves out but for the tests) and its project, written as JSON to the file
// named by FARM_VITEST_FILE_TIMES.
import fs from 'node:fs';

export default class FileTimes {
  onTestRunEnd(testModules) {
    const output = process.env.FARM_VITEST_FILE_TIMES;
    if (!output) return;
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return { file: module.moduleId, project: module.project.name, ms };
    });
    fs.writeFileSync(output, JSON.stringify(files));
  }
}
