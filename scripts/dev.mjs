// npm run dev: the API under tsx watch on API_PORT (5001), Vite's dev server on PORT (5000) proxying /api to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '5001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      APP_URL: process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 5000}`,
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
