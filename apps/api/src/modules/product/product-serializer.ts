import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * The public product reads' serializer: the route's zod response schema, turned into JSON Schema
 * once, compiled by fast-json-stringify (what Fastify uses by default). The default zod serializer
 * runs `z.encode` over every answer before JSON.stringify: on a 24-product list that was three
 * times the cost for the same bytes (bench/README.md). Properties the schema does not name are still
 * left out, so no column leaks; the OpenAPI tests check the answers against the schemas.
 */
export function productSerializer<S>(route: Parameters<FastifySerializerCompiler<S>>[0]) {
  const schema = route.schema as ZodType;
  try {
    return fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as object);
  } catch {
    // A schema JSON Schema cannot express keeps the zod serializer.
    return serializerCompiler({ ...route, schema });
  }
}
