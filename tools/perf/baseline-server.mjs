// The bench's yardstick: a bare node:http server that answers each benchmarked request with the very bytes the real
// server sent, from a Buffer built once, as soon as its headers arrive. Started by bench.mjs with fork(); it receives
// its routes and port over IPC.
import http from 'node:http';

process.once('message', ({ port, routes }) => {
  const table = new Map(
    routes.map(({ method, path, contentType, bodyBase64 }) => {
      const body = Buffer.from(bodyBase64, 'base64');
      return [`${method} ${path}`, { body, headers: { 'content-type': contentType, 'content-length': body.length } }];
    }),
  );
  const server = http.createServer((req, res) => {
    const route = table.get(`${req.method} ${req.url}`);
    // The strict yardstick: the answer goes out at once, without waiting for the request's
    // 'end'. Node still reads and discards a body (GraphQL is a POST) before the next request on the connection, so
    // keep-alive works; a server that must look at the body can only be slower: this is the physical limit.
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, route.headers);
    res.end(route.body);
  });
  // Port 0 (the default) takes a free port; the parent learns which from this message.
  server.listen(port, '127.0.0.1', () => process.send({ listening: server.address().port }));
  process.on('disconnect', () => process.exit(0));
});
