/**
 * Reads grpc-gateway REST rules (`http.rules` of the .yaml file beside a .proto) into
 * bindings keyed by RPC selector, keeping the line of each rule for error messages.
 */
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type YAMLMap } from 'yaml';
import { ProtoError } from '../shared/errors.ts';
import type { HttpMethod } from './model-types.ts';

/** One HTTP binding as written in the rules, before it is checked against the request. */
export interface RawBinding {
  method: HttpMethod;
  path: string;
  body: string | null;
  primary: boolean;
}

export interface RestRule {
  /** package.Service.Method */
  selector: string;
  bindings: RawBinding[];
  /** Where the rule is, as file:line. */
  location: string;
}

const VERBS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Parses a rules file; `file` is the path shown in errors. */
export function parseRestRules(text: string, file: string): RestRule[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const where = (offset: number | undefined) =>
    `${file}:${offset === undefined ? 1 : lineCounter.linePos(offset).line}`;
  if (doc.errors.length > 0) {
    const error = doc.errors[0]!;
    throw new ProtoError(`is not valid YAML: ${error.message.split('\n')[0]}`, {
      location: where(error.pos[0]),
      hint: 'Fix the YAML syntax of the REST rules file.',
    });
  }
  const rules = doc.getIn(['http', 'rules'], true);
  // `rules:` with nothing after it (only a comment) is an empty list.
  if (rules === undefined || rules === null || (isScalar(rules) && rules.value === null)) return [];
  if (!isSeq(rules)) {
    throw new ProtoError('http.rules must be a list', {
      location: file,
      hint: 'Write http.rules as a YAML list of rules.',
    });
  }
  return rules.items.map((item) => {
    if (!isMap(item)) {
      throw new ProtoError('each http rule must be a mapping', {
        location: where(rangeStart(item)),
        hint: 'Give each rule a selector and an HTTP verb.',
      });
    }
    const location = where(rangeStart(item));
    const selector = item.get('selector');
    if (typeof selector !== 'string' || selector === '') {
      throw new ProtoError('rule has no selector', { location, hint: 'Add `selector: package.Service.Method`.' });
    }
    const extra = item.get('additional_bindings', true);
    const additional = isSeq(extra)
      ? extra.items.map((b) =>
          isMap(b) ? readBinding(b, where(rangeStart(b)), false) : badBinding(where(rangeStart(b))),
        )
      : [];
    // A rule with only a selector switches REST off for that RPC (grpc-gateway semantics).
    if (!hasVerb(item) && additional.length === 0) return { selector, bindings: [], location };
    return { selector, bindings: [readBinding(item, location, true), ...additional], location };
  });
}

function hasVerb(map: YAMLMap): boolean {
  return VERBS.some((verb) => map.has(verb));
}

function readBinding(map: YAMLMap, location: string, primary: boolean): RawBinding {
  const verbs = VERBS.filter((verb) => map.has(verb));
  if (verbs.length !== 1) {
    throw new ProtoError(`a REST binding needs exactly one of ${VERBS.join(', ')} (found ${verbs.length})`, {
      location,
      hint: 'Give each rule and each additional binding one HTTP verb with its path.',
    });
  }
  const verb = verbs[0]!;
  const path = map.get(verb);
  if (typeof path !== 'string' || !path.startsWith('/')) {
    throw new ProtoError(`the ${verb} path must be a string starting with "/"`, {
      location,
      hint: 'Write the path template in quotes, e.g. "/v1/getinfo".',
    });
  }
  const body = map.get('body');
  return {
    method: verb.toUpperCase() as HttpMethod,
    path,
    body: typeof body === 'string' && body !== '' ? body : null,
    primary,
  };
}

function badBinding(location: string): never {
  throw new ProtoError('additional_bindings entries must be mappings', {
    location,
    hint: 'Give each additional binding an HTTP verb and a path.',
  });
}

function rangeStart(node: unknown): number | undefined {
  return (node as { range?: [number, number, number] }).range?.[0];
}

/** The field paths named in a path template: "/v1/a/{x.y}/{z=*}" -> ["x.y", "z"]. */
export function pathTemplateFields(template: string): string[] {
  return [...template.matchAll(/\{([^}=]+)(?:=[^}]*)?\}/g)].map((m) => m[1]!.trim());
}
