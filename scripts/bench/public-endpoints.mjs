// GET /api/public/pricing-plans beside GET /api/health, in the same run, on each engine.
import { engines, measure, printRow, startServer } from './harness.mjs';

export async function run() {
  console.log('\n## Public endpoints (20 connections, 5 s each)');
  let port = 5301;
  for (const engine of engines()) {
    const server = await startServer(engine, port++);
    try {
      printRow(`[${engine}] GET /api/health`, await measure(`${server.base}/api/health`));
      printRow(
        `[${engine}] GET /api/public/pricing-plans`,
        await measure(`${server.base}/api/public/pricing-plans`),
      );
    } finally {
      await server.stop();
    }
  }
}
