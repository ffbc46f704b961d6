/**
 * The code samples of a method page for the reader's release: once "Your node" names a
 * release of the daemon other than the page's, the code that changes them
 * (ReleaseSamplesFollow.tsx) loads on demand, outside the page's first load, and the samples
 * follow that release from then on. Nothing changes on the server or while hydrating (the
 * settings are the defaults then).
 */
import type { ReactNode } from 'react';
import type { CodeSamplesView, CodeTemplateView } from '../../site/page-data.ts';
import { useSite } from '../contexts.tsx';
import { useNodeSettings } from '../node-settings-store.ts';
import { onDemand } from './on-demand.ts';

export interface ReaderSamples {
  /** The template of sample `index` for the reader's release. */
  adapt: (template: CodeTemplateView, index: number, variant: 'minimal' | 'full' | 'flag') => CodeTemplateView;
  note: ReactNode;
}

const UNCHANGED: ReaderSamples = { adapt: (template) => template, note: null };

const follow = onDemand(() => import('./ReleaseSamplesFollow.tsx'), 'the samples of your release');

/** How the page's samples change for the reader's release of the daemon. */
export function useReaderSamples(view: CodeSamplesView): ReaderSamples {
  const settings = useNodeSettings();
  const site = useSite();
  const releases = view.releases;
  const id = view.node.daemon.id;
  const tag = settings.versions?.[id];
  const index = tag ? (site.history[id]?.tags.indexOf(tag) ?? -1) : -1;
  const wanted = releases !== undefined && tag !== undefined && index >= 0 && tag !== releases.tag;
  const loaded = follow.useLoaded(wanted);
  if (!wanted || loaded.status !== 'ready') return UNCHANGED;
  return loaded.value.readerSamples(releases, tag, index);
}
