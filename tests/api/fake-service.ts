import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A stand-in for a vendor's HTTP service on a free local port, started before the file's tests (before a
 * portal made after it, which can then be pointed at `url`) and closed after them. `handle` gets each
 * request with its whole body.
 */
export function useFakeService(handle: (req: IncomingMessage, body: Buffer, res: ServerResponse) => void): {
  readonly url: string;
} {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, Buffer.concat(chunks), res));
  });
  const service = { url: '' };
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  return service;
}

/** The settings that point the portal's AI at a fake OpenAI-compatible service, which expects this key. */
export const openAiAt = (service: { url: string }) => ({
  OPENAI_API_KEY: 'test-key',
  OPENAI_BASE_URL: `${service.url}/v1`,
  OPENAI_MODEL: 'test-model',
});
