// The benchmark's baseline: a bare Fastify route answering a small JSON object, in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, status: '4_School', firstName: 'Marcus' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`bare ready at http://127.0.0.1:${app.server.address().port}`);
