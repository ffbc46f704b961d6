/**
 * The page data of an RPC replacement's before/after samples (on "Upgrading to" pages and the
 * removed RPC's page): types only, read by the theme (BeforeAfterSamples.tsx) and the Markdown
 * copy; built by before-after-view.ts.
 */
import type { NodeFacts } from '../../shared/node-settings.ts';
import type { CodeSampleView } from '../page-data.ts';
import type { MaybeLink } from '../release-page-data.ts';

/** One side: an RPC at a full release and its samples, as the method page's tabs show them. */
export interface BeforeAfterSideView {
  /** The RPC's full name, linked to its page at that release. */
  rpc: MaybeLink;
  tag: string;
  /** The macaroon file its samples read (null: none). */
  macaroon: string | null;
  samples: CodeSampleView[];
}

/** What the after request of one variant carries from the old one, and what it leaves out and why. */
export interface MappedRequestView {
  carried: { old: string; new: string }[];
  left: { old: string; why: string }[];
}

export type BeforeAfterView =
  | {
      kind: 'samples';
      node: NodeFacts;
      before: BeforeAfterSideView;
      after: BeforeAfterSideView;
      mapped: { minimal: MappedRequestView; full: MappedRequestView };
    }
  | { kind: 'none'; why: string };
