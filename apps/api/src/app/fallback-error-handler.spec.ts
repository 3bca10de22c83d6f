import Fastify from 'fastify';
import { registerFallbackErrorHandler } from './fallback-error-handler';

/** What a PostgreSQL driver says when the server is down. */
const driverError = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:55432'), { code: 'ECONNREFUSED' });

async function appThrowing(error: unknown) {
  const app = Fastify();
  registerFallbackErrorHandler(app);
  app.get('/fails', async () => {
    throw error;
  });
  app.post('/echo', async (request) => request.body);
  await app.ready();
  return app;
}

it('answers a driver error as a bare 500, without its text, and not to be stored', async () => {
  const app = await appThrowing(driverError());
  const response = await app.inject('/fails');
  expect(response.statusCode).toBe(500);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' });
  await app.close();
});

it('answers an error that asks for 503 (the database is unavailable) with Retry-After', async () => {
  const app = await appThrowing(Object.assign(driverError(), { httpStatus: 503 }));
  const response = await app.inject('/fails');
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.body).not.toMatch(/ECONNREFUSED|55432/);
  await app.close();
});

it("keeps Fastify's own words for a client error", async () => {
  const app = await appThrowing(driverError());
  const response = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"broken' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
  await app.close();
});
