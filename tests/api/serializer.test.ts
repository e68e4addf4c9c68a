import type { FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf } from '../../src/contract/envelope';
import { responseSerializerCompiler } from '../../server/lib/serializer';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as unknown as FastifySchema & {
    schema: z.ZodType;
    method: string;
    url: string;
    httpStatus: string;
  });

describe('response serializer', () => {
  it('writes only the declared fields', () => {
    const serialize = compile(envelopeOf(z.object({ id: z.string(), email: z.string() })));
    const out = JSON.parse(serialize({ success: true, message: 'ok', data: { id: 'u1', email: 'a@b.c', passwordHash: '$argon2id$secret' }, debug: 'x' }));
    expect(out).toEqual({ success: true, message: 'ok', data: { id: 'u1', email: 'a@b.c' } });
  });

  it('keeps free-form records, nulls and nested arrays', () => {
    const serialize = compile(envelopeOf(z.object({ details: z.record(z.string(), z.unknown()).nullable(), tags: z.array(z.string()) })));
    expect(JSON.parse(serialize({ success: true, message: 'ok', data: { details: { city: 'Pune', n: 2 }, tags: ['a'] } })).data).toEqual({
      details: { city: 'Pune', n: 2 },
      tags: ['a'],
    });
    expect(JSON.parse(serialize({ success: true, message: 'ok', data: { details: null, tags: [] } })).data).toEqual({ details: null, tags: [] });
  });
});
