// Records the reference server's answers on the demo seed for the msw mocks of @shqcb/api:
//   pnpm --filter @shqcb/server record:mocks
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestApp } from '../src/testing/createTestApp.ts';
import { demoAnswersModule, recordDemoAnswers } from '../src/testing/recordDemoAnswers.ts';

const target = fileURLToPath(new URL('../../../packages/api/src/mocks/recorded/demoAnswers.ts', import.meta.url));
const t = await createTestApp();
try {
  writeFileSync(target, demoAnswersModule(await recordDemoAnswers(t.app, t.sms)));
  console.log(`recorded ${target}`);
} finally {
  await t.close();
}
