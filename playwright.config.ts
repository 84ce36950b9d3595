import { defineConfig } from '@playwright/test';
import { chromium } from './tests/e2e/chromium';
import { PROGRAM_CONTACTS } from './tests/program-contacts';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/portal-e2e-${port}`;
/** A database of its own on the PostgreSQL server of E2E_DATABASE_URL, made anew by scripts/e2e-prepare.mjs. */
function e2eDatabase(server: string | undefined): Record<string, string> {
  if (!server) return {};
  const url = new URL(server);
  url.pathname = `/portal_e2e_${port}`;
  return { DATABASE_URL: url.toString() };
}

/**
 * Browser tests drive Debian's Chromium against the built portal on a fresh data folder (embedded PGlite),
 * or on a fresh database of the PostgreSQL server named by E2E_DATABASE_URL.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 360, height: 800 },
    launchOptions: chromium,
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/e2e-prepare.mjs && exec node dist/server/main.js',
    url: `http://localhost:${port}/readyz`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_IP: '1000',
      CODES_PER_ADDRESS: '50',
      LOG_LEVEL: 'warn',
      // The program's own contacts (README "Program settings"): pages must show these, not the demo's.
      ...PROGRAM_CONTACTS,
      ...e2eDatabase(process.env.E2E_DATABASE_URL),
    },
  },
});
