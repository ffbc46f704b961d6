/**
 * Code samples that follow the reader's release. The page's samples are written for its own
 * release; a reader whose node runs another release of the daemon needs the protos of that
 * release (`git clone --branch <their release>`, rewritten in the browser) and no field it
 * lacks. For every set of request fields a release having the RPC lacks, the samples are
 * written again by the same generator from the page's model without those fields, and the
 * page carries the lines that differ (src/shared/line-patch.ts): commas, CLI continuations and
 * query strings come out as the generator writes them. Also said: the fields the page's
 * minimal request sets that such a release lacks (the samples leave them out).
 */
import type { MessageModel, MethodModel, SubServiceModel } from '../../proto/model-types.ts';
import { lookupElement } from '../../history/history-queries.ts';
import { type LinePatch, templateLines } from '../../shared/line-patch.ts';
import { encodeReleaseSet } from '../../shared/release-set.ts';
import { lineDiff } from '../code-samples/line-diff.ts';
import { methodPlan } from '../code-samples/method-plan.ts';
import type { PlannedMessage } from '../code-samples/request-plan.ts';
import { codeSamplesView } from '../code-samples/samples-view.ts';
import type { CodeSamplesView, CodeTemplateView, ReleaseSamplesGroup, ReleaseSamplesView } from '../page-data.ts';
import type { PageContext } from '../pages/page-context.ts';
import type { SiteRelease } from '../site-api.ts';
import { releaseSetOf } from './element-notes.ts';
import type { DaemonHistory } from './site-histories.ts';

/** A field the request can hold (the request's own, and those of every message under it). */
interface TreeField {
  key: string;
  message: string;
  name: string;
  /** Its dotted path from the request, as the note names it. */
  path: string;
}

function requestTree(messages: Record<string, MessageModel>, name: string, prefix = '', seen = new Set<string>()) {
  const message = messages[name];
  if (!message || seen.has(name)) return [];
  seen.add(name);
  return message.fields.flatMap((field): TreeField[] => {
    const own = { key: `${name}.${field.name}`, message: name, name: field.name, path: `${prefix}${field.name}` };
    const inner = field.type.kind === 'message' ? requestTree(messages, field.type.fullName, `${own.path}.`, seen) : [];
    return [own, ...inner];
  });
}

/** The keys of the fields a plan sets (nested messages' too). */
function plannedKeys(plan: PlannedMessage): string[] {
  return plan.entries.flatMap((entry) => {
    if (entry.state !== 'set') return [];
    const own = `${plan.fullName}.${entry.field.name}`;
    return entry.value.kind === 'message' ? [own, ...plannedKeys(entry.value.message)] : [own];
  });
}

/** The release's model without the fields: what the generator writes the samples of that release from. */
function withoutFields(service: SiteRelease, lacking: TreeField[]): SiteRelease {
  const messages = { ...service.messages };
  for (const name of new Set(lacking.map((f) => f.message))) {
    const gone = new Set(lacking.filter((f) => f.message === name).map((f) => f.name));
    messages[name] = { ...messages[name]!, fields: messages[name]!.fields.filter((f) => !gone.has(f.name)) };
  }
  return { ...service, messages };
}

/** The field keys a dotted path from the request passes through: `id.asset_id_str` -> its two fields. */
function pathKeys(messages: Record<string, MessageModel>, request: string, path: string): string[] {
  const keys: string[] = [];
  let message: MessageModel | undefined = messages[request];
  for (const name of path.split('.')) {
    const field: MessageModel['fields'][number] | undefined = message?.fields.find((f) => f.name === name);
    if (!message || !field) break;
    keys.push(`${message.fullName}.${name}`);
    message = field.type.kind === 'message' ? messages[field.type.fullName] : undefined;
  }
  return keys;
}

/**
 * The method without the REST bindings whose path holds a field the release lacks: that
 * release binds the RPC another way, so its REST samples stay as for the page's release.
 */
function withoutRoutes(service: SiteRelease, method: MethodModel, lacking: TreeField[]): MethodModel {
  const gone = new Set(lacking.map((f) => f.key));
  const onPath = (path: string) =>
    [...path.matchAll(/\{([^}=]+)/g)].some((m) =>
      pathKeys(service.messages, method.requestType, m[1]!.trim()).some((key) => gone.has(key)),
    );
  const rest = method.rest.filter((binding) => !onPath(binding.path));
  return rest.length === method.rest.length ? method : { ...method, rest };
}

/** The edits from one template to another, or null when their slots differ (the sample cannot follow). */
function templatePatch(from: CodeTemplateView, to: CodeTemplateView): LinePatch | null {
  if (JSON.stringify(from.slots) !== JSON.stringify(to.slots)) return null;
  return lineDiff(templateLines(from.html), templateLines(to.html));
}

/** The paths without those under another of them (`outpoint` says `outpoint.txid` too). */
function outermost(paths: string[]): string[] {
  return paths.filter((path) => !paths.some((other) => path.startsWith(`${other}.`)));
}

/** What the samples need to follow the reader's release of the daemon. */
export function releaseSamples(
  ctx: PageContext,
  history: DaemonHistory,
  service: SiteRelease,
  sub: SubServiceModel,
  method: MethodModel,
  page: CodeSamplesView,
): ReleaseSamplesView | undefined {
  const rpc = lookupElement(history.index, 'rpc', method.fullName);
  if (!rpc) return undefined;
  const fields = requestTree(service.messages, method.requestType);
  const tagsOf = new Map(fields.map((f) => [f.key, lookupElement(history.index, 'field', f.key)?.tags]));
  const byLacking = new Map<string, { tags: string[]; lacking: TreeField[] }>();
  for (const tag of rpc.tags) {
    const lacking = fields.filter((f) => tagsOf.get(f.key) && !tagsOf.get(f.key)!.includes(tag));
    if (lacking.length === 0) continue;
    const id = lacking.map((f) => f.key).join(' ');
    const group = byLacking.get(id) ?? { tags: [], lacking };
    group.tags.push(tag);
    byLacking.set(id, group);
  }
  const minimal = new Set(plannedKeys(methodPlan({ service, method }, 'minimal')));
  const groups = [...byLacking.values()].map((group): ReleaseSamplesGroup => {
    const written = codeSamplesView(
      ctx,
      withoutFields(service, group.lacking),
      sub,
      withoutRoutes(service, method, group.lacking),
    );
    return {
      has: encodeReleaseSet(group.tags.map((tag) => history.order.get(tag)!)),
      lacking: outermost(group.lacking.map((f) => f.path)),
      minimal: outermost(group.lacking.filter((f) => minimal.has(f.key)).map((f) => f.path)),
      patches: page.samples.map((sample) => {
        const other = written.samples.find((s) => s.protocol === sample.protocol && s.language === sample.language);
        if (!other) return { minimal: null, full: null, ...(sample.flag ? { flag: null } : {}) };
        return {
          minimal: templatePatch(sample.minimal, other.minimal),
          full: templatePatch(sample.full ?? sample.minimal, other.full ?? other.minimal),
          ...(sample.flag ? { flag: other.flag ? templatePatch(sample.flag, other.flag) : null } : {}),
        };
      }),
    };
  });
  return { tag: service.version.tag, rpc: releaseSetOf(history, rpc), groups };
}
