/**
 * OpenAPI parameters of a REST operation: its path segments and the query parameters
 * grpc-gateway reads (src/site/rest-operations.ts says which). Values in a URL are text:
 * bytes are base64url, enums their names (or numbers), a repeated field is the parameter
 * once per value (`form`, exploded), a map's entries are `name[key]=value` (`deepObject`).
 */
import type { RestParameter } from '../../site/rest-operations.ts';
import { type Schema, annotate, valueSchema } from './schemas.ts';

/** A Parameter Object. */
export type Parameter = { [key: string]: unknown };

/** A path parameter; `name` is the one the document's path key uses (see pathKeys in document.ts). */
export function pathParameter(param: RestParameter, name: string): Parameter {
  return {
    name,
    in: 'path',
    required: true,
    ...described(annotate(valueSchema(param.field.type, 'url'), param.field)),
    ...(name !== param.name ? { 'x-proto-field': param.name } : {}),
  };
}

/** A query parameter of a (possibly nested) request field. */
export function queryParameter(param: RestParameter): Parameter {
  const value = valueSchema(param.field.type, 'url');
  const shape: Schema =
    param.form === 'map'
      ? { schema: { type: 'object', additionalProperties: value }, style: 'deepObject', explode: true }
      : param.form === 'repeated'
        ? { schema: { type: 'array', items: value }, style: 'form', explode: true }
        : { schema: value };
  const { description, deprecated } = annotate({}, param.field) as { description?: string; deprecated?: boolean };
  return {
    name: param.name,
    in: 'query',
    ...(description ? { description } : {}),
    ...(deprecated ? { deprecated } : {}),
    ...shape,
  };
}

/** A field schema split into the parameter's own description/deprecated and its schema. */
function described(schema: Schema): Parameter {
  const { description, deprecated, ...rest } = schema;
  return { ...(description ? { description } : {}), ...(deprecated ? { deprecated } : {}), schema: rest };
}
