/* global process, console */
// The baseline of the API benchmark: a bare Fastify route returning a fixed JSON body, in a
// process of its own like the service. Prints its URL on stdout.
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{}';
const app = Fastify();
app.post('/v1/enrich', async (_request, reply) => reply.type('application/json').send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on http://127.0.0.1:${app.server.address().port}`);
