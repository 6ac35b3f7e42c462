import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

/** Small deterministic PRNG so a failure can be replayed. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
}

let ctx: TestContext;
let user: LoggedInUser;
let propertyId: string;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { OTP_IP_SEND_LIMIT: '100000', OTP_IP_VERIFY_LIMIT: '100000' },
  });
  user = await loginUser(ctx, '9600000001');
  propertyId = (await insertProperty(ctx.database, user.id)).id;
});
afterAll(() => ctx.close());

describe(`schema fuzzing (${engineUnderTest})`, () => {
  it('no route answers 5xx to random input', async () => {
    const random = mulberry32(20261122);
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
    const junk = (depth = 0): unknown =>
      pick<() => unknown>([
        () => null,
        () => true,
        () => Math.floor(random() * 2 ** 40) * (random() < 0.5 ? -1 : 1),
        () => random() * 1e308,
        () => '',
        () => 'x'.repeat(Math.floor(random() * 5000)),
        () => "'; DROP TABLE users; --",
        () => '<img src=x onerror=alert(1)>',
        () => '\u0000\uffff\ud800',
        () => user.id,
        () => propertyId,
        () => '9876543210',
        () => '1234',
        () => '2026-02-30',
        () => (depth < 2 ? [junk(depth + 1), junk(depth + 1)] : []),
        () => (depth < 2 ? { a: junk(depth + 1), __proto__: { admin: true } } : {}),
      ])();
    const fromSchema = (schema: JsonSchema | undefined): unknown => {
      if (!schema || random() < 0.3) return junk();
      if (schema.enum && random() < 0.7) return pick(schema.enum);
      const variants = schema.anyOf ?? schema.oneOf;
      if (variants) return fromSchema(pick(variants));
      if (schema.properties) {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(schema.properties))
          if (random() < 0.8) out[key] = fromSchema(value);
        if (random() < 0.2) out.unexpected = junk();
        return out;
      }
      return junk();
    };

    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const failures: string[] = [];
    let calls = 0;
    for (const [template, methods] of Object.entries<
      Record<
        string,
        {
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
          parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
        }
      >
    >(doc.paths)) {
      if (template.startsWith('/api/dev') || template.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        for (let round = 0; round < 25; round++) {
          const url = template.replace(/\{(\w+)\}/g, () =>
            encodeURIComponent(
              String(
                pick([
                  user.id,
                  propertyId,
                  crypto.randomUUID(),
                  'not-an-id',
                  '9876543210',
                  '%',
                  '..',
                ]),
              ),
            ),
          );
          const query = new URLSearchParams();
          for (const p of operation.parameters ?? []) {
            if (p.in === 'query' && random() < 0.6) query.set(p.name, String(fromSchema(p.schema)));
          }
          if (random() < 0.2) query.set('unexpected', 'x');
          const bodySchema = operation.requestBody?.content['application/json']?.schema;
          const payload = bodySchema || random() < 0.2 ? fromSchema(bodySchema) : undefined;
          const res = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url: `${url}${query.size ? `?${query}` : ''}`,
            headers: random() < 0.85 ? user.headers : {},
            ...(payload !== undefined
              ? {
                  payload: JSON.stringify(payload),
                  headers: { ...user.headers, 'content-type': 'application/json' },
                }
              : {}),
            remoteAddress: `10.77.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}`,
          });
          calls++;
          if (res.statusCode >= 500 && res.statusCode !== 503)
            failures.push(
              `${method.toUpperCase()} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          // A HEAD answer has the headers of its GET without the body (tus's HEAD /api/uploads/{id}).
          if (
            method !== 'head' &&
            String(res.headers['content-type'] ?? '').includes('json') &&
            res.json().isSuccess === undefined &&
            !template.includes('remotes')
          ) {
            failures.push(`${method.toUpperCase()} ${url} -> answer without the envelope`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(400);
    expect(failures).toEqual([]);
  }, 120_000);
});
