import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server for tests: path-style PutObject, GetObject, HeadObject and DeleteObject,
 * answering in the shapes of the S3 REST API, refusing unsigned requests and unknown access keys.
 */
export interface FakeS3 {
  endpoint: string;
  objects: Map<string, Buffer>;
  requests: { method: string; path: string }[];
  /** While true every request answers 503 SlowDown, as a struggling provider would. */
  down: boolean;
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(opts: { bucket: string; accessKeyId: string }): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const requests: { method: string; path: string }[] = [];
  const state = { down: false };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push({ method: req.method ?? '', path: url.pathname });
      const body = await readBody(req);
      const send = (status: number, payload = '', headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/xml', ...headers });
        res.end(payload);
      };
      if (state.down) return send(503, xmlError('SlowDown', 'Please reduce your request rate.'));
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('AWS4-HMAC-SHA256') || !auth.includes(`Credential=${opts.accessKeyId}/`)) {
        return send(403, xmlError('AccessDenied', 'Access Denied'));
      }
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucket !== opts.bucket)
        return send(404, xmlError('NoSuchBucket', 'The specified bucket does not exist'));
      switch (req.method) {
        case 'PUT': {
          const declared = Number(req.headers['content-length']);
          if (declared !== body.length) return send(400, xmlError('IncompleteBody', 'Wrong length'));
          objects.set(key, body);
          return send(200, '', { etag: `"${body.length.toString(16)}"` });
        }
        case 'GET':
        case 'HEAD': {
          const object = objects.get(key);
          if (!object)
            return send(
              404,
              req.method === 'GET' ? xmlError('NoSuchKey', 'The specified key does not exist.') : '',
            );
          res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': object.length });
          return res.end(req.method === 'GET' ? object : undefined);
        }
        case 'DELETE':
          objects.delete(key);
          return send(204);
        default:
          return send(405, xmlError('MethodNotAllowed', 'Not allowed'));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
