// The bounded fuzz run of `npm test`: about 3,000 requests over every operation of the OpenAPI
// document, half anonymous, half as the administrator. `npm run fuzz` runs the long one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { type FakeWompi, startFakeWompi } from '../fake-wompi';
import { buildTestApp, type TestApp, testEngine } from '../helper';
import { fuzzApp, seedFromEnv } from './openapi-fuzz';
import { formatFailures, formatReport } from './report';

const REQUESTS = Number(process.env.FUZZ_TEST_REQUESTS ?? 3_000);

describe(`OpenAPI fuzz (${testEngine})`, () => {
  let app: TestApp;
  let wompi: FakeWompi;

  beforeAll(async () => {
    // With online payment configured (against a local fake), so its routes do their real work.
    wompi = await startFakeWompi();
    app = await buildTestApp({ config: { wompi: loadConfig(wompi.env).wompi } });
  });
  afterAll(async () => {
    await app.close();
    await wompi.close();
  });

  it(`answers ${REQUESTS} generated requests below 500, every error in the API's shape`, async () => {
    const report = await fuzzApp(app.app, { requests: REQUESTS, seed: seedFromEnv() });
    if (process.env.FUZZ_VERBOSE) console.log(formatReport(report));
    expect(report.requests).toBe(REQUESTS);
    expect(report.failures.length, formatFailures(report)).toBe(0);
    expect(report.untried, `seed ${report.seed}`).toEqual([]);
  }, 120_000);
});
