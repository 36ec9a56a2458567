// The public pages and endpoints beside GET /api/health, in the same run, on each engine: the landing page
// (rendered with the content served now, kept until it changes) next to /login (a file written at build time).
import { engines, measure, printRow, startServer } from './harness.mjs';

const paths = ['/api/health', '/api/public/pricing-plans', '/', '/login'];

export async function run() {
  console.log('\n## Public endpoints and pages (20 connections, 5 s each)');
  let port = 5301;
  for (const engine of engines()) {
    const server = await startServer(engine, port++);
    try {
      for (const path of paths) printRow(`[${engine}] GET ${path}`, await measure(`${server.base}${path}`));
    } finally {
      await server.stop();
    }
  }
}
