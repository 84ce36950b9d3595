#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest. Prints one closing line
# "N passed, N failed" that counts unit, API and browser tests together.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf reports && mkdir -p reports
step() { printf '\n== %s\n' "$*"; }

step "typecheck"
npx tsc -p tsconfig.json --noEmit

step "lint (boundaries, cycles, accessibility)"
npx eslint .

step "unused exports (knip)"
npx knip --include exports,types

step "format"
npx prettier --check . > /dev/null || { npx prettier --list-different .; exit 1; }

step "unit, component and API tests on embedded PGlite"
env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest-pglite.json

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL"
  npx vitest run tests/api --reporter=default --reporter=json --outputFile.json=reports/vitest-postgres.json
fi

step "build and bundle budget"
npm run --silent build
node scripts/check-size.mjs

step "browser tests in Chromium on embedded PGlite"
bash scripts/ensure-chromium.sh
env -u E2E_DATABASE_URL PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json \
  npx playwright test --reporter=list,json

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # Every endpoint's SQL runs on both databases in the API tests; in the browser, the flows tagged
  # @postgres walk sign-in, the journey, uploads, offline writes, money and the console on it (decision 035).
  step "browser tests in Chromium on PostgreSQL (@postgres)"
  E2E_DATABASE_URL="$TEST_DATABASE_URL" PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright-postgres.json \
    npx playwright test --grep @postgres --reporter=list,json

  step "two instances on one PostgreSQL database, and fault tests"
  npx vitest run --config tests/ops/vitest.config.ts --reporter=default --reporter=json \
    --outputFile.json=reports/vitest-ops.json
fi

node scripts/test-summary.mjs
