/**
 * What changed in a daemon's API between two releases: the result of diffReleases(), and
 * the narrow view of a release it reads. The changes page, the "New in"/"Changed in"
 * notes of method pages and `apidocs diff` are all views of one ApiChanges value.
 */
import type {
  EnumModel,
  EnumValueModel,
  FieldModel,
  MessageModel,
  MethodModel,
  MethodPermissions,
  RestBinding,
  Streaming,
  SubServiceModel,
} from '../proto/model-types.ts';

// ---------------------------------------------------------------------------------------
// Input: only the parts of a release's API the diff reads (no slugs, routes or comments),
// so any model that has these fields can be compared.

export type DiffField = Pick<
  FieldModel,
  'name' | 'number' | 'jsonName' | 'deprecated' | 'deprecatedInComment' | 'label' | 'mapKey' | 'oneof' | 'type'
>;
export type DiffMessage = Pick<MessageModel, 'fullName'> & { fields: DiffField[] };
export type DiffEnumValue = Pick<EnumValueModel, 'name' | 'number' | 'deprecated' | 'deprecatedInComment'>;
export type DiffEnum = Pick<EnumModel, 'fullName'> & { values: DiffEnumValue[] };
export type DiffRestBinding = Pick<RestBinding, 'method' | 'path' | 'body' | 'primary'>;
export type DiffMethod = Pick<
  MethodModel,
  | 'name'
  | 'fullName'
  | 'deprecated'
  | 'deprecatedOption'
  | 'deprecatedInComment'
  | 'streaming'
  | 'requestType'
  | 'responseType'
  | 'types'
> & {
  rest: DiffRestBinding[];
  /** Macaroon permissions, when the release's permission tables are known. */
  permissions?: Pick<MethodPermissions, 'status' | 'ops'> | null;
};
export type DiffSubService = Pick<SubServiceModel, 'name' | 'fullName'> & { methods: DiffMethod[] };

/** One release of one daemon's API, as the diff sees it. */
export interface ReleaseApi {
  /** The release tag as written upstream: v0.21.2-beta. */
  tag: string;
  subServices: DiffSubService[];
  /** Every message reachable from an RPC, by full name. */
  messages: Record<string, DiffMessage>;
  /** Every enum reachable from an RPC, by full name. */
  enums: Record<string, DiffEnum>;
}

// ---------------------------------------------------------------------------------------
// Output.

/**
 * How a change breaks clients, in the spirit of `buf breaking`: on the wire (binary
 * protobuf: gRPC clients), in JSON/REST only (REST clients, JSON field names, routes), or
 * not at all. A new kind of breakage (e.g. an RPC needing a new macaroon permission, which
 * breaks least-privilege macaroons) is one more entry here and in SEVERITIES.
 */
export type Severity = 'wire-breaking' | 'json-breaking' | 'macaroon-breaking' | 'non-breaking';

/** Severities, most severe first, with the labels every view uses (`short` where the word "breaking" is said once). */
export const SEVERITIES: readonly { severity: Severity; label: string; short: string; breaking: boolean }[] = [
  { severity: 'wire-breaking', label: 'Wire-breaking', short: 'wire', breaking: true },
  { severity: 'json-breaking', label: 'JSON/REST-breaking', short: 'JSON/REST', breaking: true },
  // An RPC that needs a permission it did not need refuses macaroons baked for the old release.
  { severity: 'macaroon-breaking', label: 'Macaroon-breaking', short: 'macaroon', breaking: true },
  { severity: 'non-breaking', label: 'Non-breaking', short: 'non-breaking', breaking: false },
];

/** What part of the API a change is about; views group entries by it. */
export type ChangeSection = 'sub-services' | 'rpcs' | 'rest' | 'types';

/** Sections in reading order with their headings. */
export const SECTIONS: readonly { section: ChangeSection; label: string }[] = [
  { section: 'sub-services', label: 'Sub-services' },
  { section: 'rpcs', label: 'RPCs' },
  { section: 'rest', label: 'REST bindings' },
  { section: 'types', label: 'Messages and enums' },
];

/**
 * Where a change can be seen: a release and the thing in it. Views turn it into a link
 * (the page of `rpc` or the category of `subService` in `release`, plus the `#anchor` of
 * `type` and `member` on that page).
 */
export interface ChangeTarget {
  /** Tag of the release the thing exists in: the old one for removals, else the new one. */
  release: string;
  /** Full name of a sub-service (sub-service changes). */
  subService?: string;
  /** Full name of the RPC whose page shows the thing (for a type: an affected RPC of that release). */
  rpc?: string;
  /** Full name of a message or enum on that page. */
  type?: string;
  /** A field or enum value of `type`. */
  member?: string;
}

/** A REST route of an RPC, as compared. */
export interface RestRoute {
  method: string;
  path: string;
  /** "*", a request field name, or null (no body). */
  body: string | null;
  /** false for an additional binding. */
  primary: boolean;
}

/** A field's shape in one release, as text and parts. */
export interface FieldShape {
  number: number;
  /** The value type: a scalar name ("uint64") or a message or enum full name ("lnrpc.Channel"). */
  type: string;
  /** repeated, optional, map, or singular. */
  label: 'repeated' | 'optional' | 'map' | 'singular';
  /** A map's key type. */
  mapKey: string | null;
  /** The real oneof the field belongs to. */
  oneof: string | null;
}

/** What every change has, whatever its kind. */
export interface ChangeBase {
  /** Unique within one ApiChanges and stable across runs; also the entry's #anchor on the changes page. */
  id: string;
  severity: Severity;
  /** Full names of the RPCs the change affects (of either release), sorted. */
  affects: string[];
  /** Where the changed thing is: the new release, or the old one for removals. */
  target: ChangeTarget;
  /** For changes of something both releases have: where it was in the old release. */
  before?: ChangeTarget;
}

export type ApiChange = ChangeBase &
  (
    | { kind: 'sub-service-added' | 'sub-service-removed'; subService: string }
    | { kind: 'rpc-added' | 'rpc-removed'; rpc: string }
    /** `inComment`: only its comment deprecates it ("Deprecated, use ..."), no `option deprecated = true`. */
    | { kind: 'rpc-deprecated'; rpc: string; inComment?: true }
    | { kind: 'rpc-streaming-changed'; rpc: string; from: Streaming; to: Streaming }
    | { kind: 'rpc-request-changed' | 'rpc-response-changed'; rpc: string; from: string; to: string }
    | { kind: 'rpc-permissions-added' | 'rpc-permissions-removed'; rpc: string; ops: string[] }
    /** A macaroon needed where the RPC was whitelisted; `ops` are the permissions it must hold ([] when any of the daemon's will do). */
    | { kind: 'rpc-macaroon-required'; rpc: string; ops: string[] }
    /** No macaroon needed any more: the daemon whitelists the RPC. */
    | { kind: 'rpc-macaroon-dropped'; rpc: string }
    | { kind: 'rest-added' | 'rest-removed'; rpc: string; route: RestRoute }
    | { kind: 'rest-changed'; rpc: string; from: RestRoute; to: RestRoute; aspects: ('method' | 'path' | 'body')[] }
    | { kind: 'field-added' | 'field-removed'; type: string; field: string; shape: FieldShape }
    | { kind: 'field-renamed'; type: string; field: string; from: string; number: number }
    | { kind: 'field-number-changed'; type: string; field: string; from: number; to: number }
    | { kind: 'field-type-changed'; type: string; field: string; from: string; to: string }
    | { kind: 'field-label-changed'; type: string; field: string; from: FieldShape; to: FieldShape }
    | { kind: 'field-deprecated'; type: string; field: string; inComment?: true }
    | {
        kind: 'enum-value-added' | 'enum-value-removed' | 'enum-value-deprecated';
        type: string;
        value: string;
        number: number;
        /** enum-value-deprecated only: as for rpc-deprecated. */
        inComment?: true;
      }
    | { kind: 'enum-value-renumbered'; type: string; value: string; from: number; to: number }
    | { kind: 'enum-value-renamed'; type: string; value: string; from: string; number: number }
  );

export type ChangeKind = ApiChange['kind'];

/** A change's own facts (kind, subject, before and after) without the shared ones. */
export type ChangeFacts = OwnFacts<ApiChange>;
type OwnFacts<C> = C extends ChangeBase ? Omit<C, keyof ChangeBase> : never;

/** Number of changes per severity. */
export type SeverityCounts = Record<Severity, number>;

/** Everything that changed from one release of a daemon to another. */
export interface ApiChanges {
  /** The older release's tag. */
  from: string;
  /** The newer release's tag. */
  to: string;
  counts: SeverityCounts & { breaking: number; total: number };
  /** Most severe first, then by section, then by subject; ids unique. */
  changes: ApiChange[];
}

/** True when a severity breaks some clients. */
export function isBreaking(severity: Severity): boolean {
  return SEVERITIES.find((s) => s.severity === severity)!.breaking;
}

/** The section a kind of change is listed under. */
export function sectionOf(kind: ChangeKind): ChangeSection {
  if (kind.startsWith('sub-service-')) return 'sub-services';
  if (kind.startsWith('rpc-')) return 'rpcs';
  if (kind.startsWith('rest-')) return 'rest';
  return 'types';
}
