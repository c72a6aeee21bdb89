// npm run dev: the API (reloading on change) on API_PORT and the vite dev server on 5173,
// which proxies /api, /auth, /config and /healthz to it. Sign-in redirects come back to 5173.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const env = { ...process.env, PORT: apiPort, HOST: '127.0.0.1', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173', NODE_ENV: 'development', API_PORT: apiPort };
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
