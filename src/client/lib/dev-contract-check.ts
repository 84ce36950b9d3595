import type { Endpoint, Schemas } from '@shared/contracts/endpoint';

// Development only (api.ts loads it behind `import.meta.env.DEV`): every area's schema table, so an answer
// that drifted from its contract shows in the console where it happened.
const modules = import.meta.glob<Record<string, unknown>>('../../shared/contracts/*.ts', { eager: true });
const tables: Record<string, Schemas> = Object.assign(
  {},
  ...Object.values(modules).flatMap((m) =>
    Object.entries(m)
      .filter(([name]) => name.endsWith('Schemas'))
      .map(([, table]) => table as Record<string, Schemas>),
  ),
);

export function checkAnswer(endpoint: Endpoint, data: unknown): void {
  const response = tables[endpoint.name]?.response;
  if (!response) return;
  const parsed = response.safeParse(data);
  if (!parsed.success)
    console.error(`${endpoint.name}: the answer does not match its contract`, parsed.error);
}
