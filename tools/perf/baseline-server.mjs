// The bench's yardstick: a bare node:http server that answers each benchmarked request with the very bytes the real
// server sent, from a Buffer built once. Started by bench.mjs with fork(); it receives its routes and port over IPC.
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
    // Read the request body (GraphQL is a POST) before answering, as any real server must.
    req.resume();
    req.on('end', () => {
      if (!route) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, route.headers);
      res.end(route.body);
    });
  });
  // Port 0 (the default) takes a free port; the parent learns which from this message.
  server.listen(port, '127.0.0.1', () => process.send({ listening: server.address().port }));
  process.on('disconnect', () => process.exit(0));
});
