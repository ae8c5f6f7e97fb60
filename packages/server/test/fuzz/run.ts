// `npm run fuzz`: the long run (FUZZ_REQUESTS, 20,000 by default; FUZZ_SEED to replay one;
// FUZZ_TRACE=<part of an operation's name> prints each of its exchanges),
// on PGlite, or on PostgreSQL with HORNO_TEST_DB=postgres and DATABASE_URL. Prints the counts
// and exits 1 when an answer broke the contract.
import { loadConfig } from '../../src/config';
import { startFakeWompi } from '../fake-wompi';
import { buildTestApp, testEngine } from '../helper';
import { fuzzApp, seedFromEnv } from './openapi-fuzz';
import { formatReport } from './report';

const requests = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const seed = seedFromEnv();
console.log(`fuzzing ${requests} requests on ${testEngine}, seed ${seed}`);

const wompi = await startFakeWompi();
const app = await buildTestApp({ config: { wompi: loadConfig(wompi.env).wompi } });
try {
  const report = await fuzzApp(app.app, {
    requests,
    seed,
    onProgress: (done) => console.log(`  ${done} / ${requests}`),
    traceOperation: process.env.FUZZ_TRACE,
    onTrace: (line) => console.log(line),
  });
  console.log(`\n${formatReport(report)}`);
  process.exitCode = report.failures.length > 0 || report.untried.length > 0 ? 1 : 0;
} finally {
  await app.close();
  await wompi.close();
}
