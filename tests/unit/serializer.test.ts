import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { programStepsResponse } from '@shared/contracts/program.js';
import { deepFreeze } from '@server/deep-freeze.js';
import { compilableSchema, responseSerializerCompiler } from '@server/plugins/serializer.js';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
/** What the zod serializer wrote before, and what the compiled one writes now. */
const both = (schema: z.ZodType, value: unknown) => [
  zodSerializerCompiler(route(schema))(value),
  responseSerializerCompiler(route(schema))(value),
];

describe('response serializer', () => {
  it('writes a checklist byte for byte as the zod serializer did, whatever order the database keeps keys in', () => {
    expect(compilableSchema(programStepsResponse)).not.toBeNull();
    const step = {
      recommended: false,
      name: 'Sign the agreement "now"\u2028',
      url: '/agreement',
      type: 'action',
      step: 2,
      order: 3,
      section: null,
      subtext: 'About 20 minutes',
      cta: null,
      // jsonb gives keys back shortest first; the answer keeps the schema's order.
      completes: [{ key: 'x', event: 'documentUploaded' }, 'click'],
      conditions: { status: ['1_Setup'], nested: { b: 1, a: [true, null] } },
      extra: 'left out',
    };
    const steps = [
      step,
      { ...step, completes: { key: 'k', event: 'quizPassed' } },
      { ...step, completes: 'view' },
    ];
    const [zod, fast] = both(programStepsResponse, steps);
    expect(fast).toBe(zod);
  });

  it('writes nullable objects, literals, records and optional fields as zod did', () => {
    const schema = z.object({
      ok: z.literal(true),
      place: z.object({ name: z.string(), zip: z.string() }).nullable(),
      count: z.number().int(),
      ratio: z.number(),
      tags: z.record(z.string(), z.number()),
      when: z.iso.datetime().nullable(),
      note: z.string().optional(),
    });
    expect(compilableSchema(schema)).not.toBeNull();
    for (const value of [
      { ok: true, place: null, count: 3, ratio: 0.1, tags: { b: 1, a: 2 }, when: null },
      {
        ok: true,
        place: { zip: '60601', name: 'Chicago', x: 1 },
        count: -0,
        ratio: 1e21,
        tags: {},
        when: '2026-11-26T10:00:00.000Z',
        note: 'é\ud800',
      },
    ]) {
      const [zod, fast] = both(schema, value);
      expect(fast).toBe(zod);
    }
  });

  it('keeps the zod serializer where the compiled one would write something else', () => {
    // An optional field before a required one would move; defaults, transforms, and unions of two objects.
    expect(compilableSchema(z.object({ lead: z.string().optional(), title: z.string() }))).toBeNull();
    expect(compilableSchema(z.object({ keep: z.boolean().default(false) }))).toBeNull();
    expect(compilableSchema(z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]))).toBeNull();
    expect(compilableSchema(z.string().transform((s) => s.length))).toBeNull();
    const schema = z.object({ lead: z.string().optional(), title: z.string() });
    const [zod, fast] = both(schema, { title: 't', lead: 'l' });
    expect(fast).toBe(zod);
    expect(() => responseSerializerCompiler(route(schema))({ lead: 'l' })).toThrow();
  });

  it('writes an answer frozen throughout once and gives its text again; anything else is written each time', () => {
    const schema = z.object({ lead: z.string().optional(), title: z.string(), items: z.array(z.string()) });
    const write = responseSerializerCompiler(route(schema));
    const kept = deepFreeze({ title: 'Notes', lead: 'l', items: ['a', 'b'] });
    const first = write(kept);
    expect(first).toBe(zodSerializerCompiler(route(schema))(kept));
    expect(write(kept)).toBe(first);
    // Written once: a second answer of the same frozen object does not read it again.
    let reads = 0;
    const counted = Object.freeze({
      get title() {
        reads++;
        return 'Counted';
      },
      items: Object.freeze(['a']),
    });
    expect(write(counted)).toBe('{"title":"Counted","items":["a"]}');
    const once = reads;
    expect(write(counted)).toBe('{"title":"Counted","items":["a"]}');
    expect(reads).toBe(once);
    // A value that is not frozen can change between answers: its text is never kept.
    const open = { title: 'Notes', items: ['a'] };
    expect(write(open)).toBe('{"title":"Notes","items":["a"]}');
    open.items.push('b');
    expect(write(open)).toBe('{"title":"Notes","items":["a","b"]}');
    // The text is kept per object: another frozen answer is written for itself.
    expect(write(deepFreeze({ title: 'Other', items: [] }))).toBe('{"title":"Other","items":[]}');
  });
});
