import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

function startPortal(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TEST_DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const url = /ready at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearInterval(timer);
        resolve(url.replace(/\(.*$/, ''));
      }
    }, 100);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(output));
    });
  });
  return { child, ready, exited, output: () => output };
}

it('one process owns a data folder; a second refuses with a clear message; SIGTERM stops cleanly', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-proc-'));
  const first = startPortal(dataDir);
  const url = await first.ready;
  expect((await fetch(`${url.replace('localhost', '127.0.0.1')}/healthz`)).status).toBe(200);

  const second = startPortal(dataDir);
  second.ready.catch(() => {});
  expect(await second.exited).toBe(1);
  expect(second.output()).toMatch(/Another portal process \(pid \d+\) is already using the data folder/);

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
}, 120_000);
