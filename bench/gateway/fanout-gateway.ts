// Child process of the fan-out benchmark: the gateway alone, fed by the fake exchange at
// EXCHANGE_URL. FANOUT=shared (default) is Backlay's gateway (registerGateway); FANOUT=stock is the
// same schema, feeds and upstream served by graphql-ws's own useServer, which executes and
// serialises every update once per subscriber — the anchor. Prints {url} when listening; answers
// {type:'delivery'} over IPC with its delivery-probe samples since the last ask.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import Fastify from 'fastify';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { createDataSourceDeps, createDataSources } from '../../server/gateway/datasources';
import { httpTransport } from '../../server/gateway/datasources/rest-client';
import { deliveryTimes } from '../../server/gateway/live/delivery-probe';
import { LiveFeeds } from '../../server/gateway/live/feeds';
import { ExchangeStream } from '../../server/gateway/live/upstream';
import { buildGatewaySchema } from '../../server/gateway/schema';
import { registerGateway } from '../../server/gateway/server';

const exchangeUrl = process.env.EXCHANGE_URL!;
const conflateMs = Number(process.env.GATEWAY_CONFLATE_MS ?? 100);
const app = Fastify({ logger: false });

if (process.env.FANOUT === 'stock') {
  const schema = buildGatewaySchema();
  const stream = new ExchangeStream({ url: `${exchangeUrl.replace(/^http/, 'ws')}/stream` });
  const live = new LiveFeeds(stream, { conflateMs });
  const deps = createDataSourceDeps(httpTransport(exchangeUrl), 'demo');
  const wss = new WebSocketServer({ noServer: true });
  useServer({ schema, context: () => ({ token: null, siteKey: 'demo', sources: createDataSources(deps, null), live }) }, wss);
  app.server.on('upgrade', (request, socket, head) => wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request)));
} else {
  await registerGateway(app, { exchangeUrl, siteKey: 'demo', restTransport: 'http', conflateMs });
}

// The gateway's own delivery times (exchange's change → socket write, sampled), for the parent on request.
// {type:'profile', dir}: starts a CPU profile of this process; the next one writes it to dir (a window's profile, without the connections' setup).
let profiling: Session | null = null;
process.on('message', (m: { type: string; dir?: string }) => {
  if (m.type === 'delivery') process.send!({ type: 'delivery', samples: deliveryTimes.take() });
  if (m.type === 'profile' && !profiling) {
    profiling = new Session();
    profiling.connect();
    profiling.post('Profiler.enable', () => profiling!.post('Profiler.start', () => process.send!({ type: 'profiling' })));
  } else if (m.type === 'profile' && profiling) {
    profiling.post('Profiler.stop', (err, result) => {
      const file = path.join(m.dir!, `gateway-window-${Date.now()}.cpuprofile`);
      if (!err) writeFileSync(file, JSON.stringify(result.profile));
      profiling!.disconnect();
      profiling = null;
      process.send!({ type: 'profiled', file });
    });
  }
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address() as { port: number };
console.log(JSON.stringify({ url: `http://127.0.0.1:${address.port}` }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
