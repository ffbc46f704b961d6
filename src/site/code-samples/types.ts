/** The shapes the code sample writers share: their input and what they produce. */
import type { MethodModel, SubServiceModel } from '../../proto/model-types.ts';
import type { SiteRelease } from '../site-api.ts';
import type { Connection } from '../connection.ts';

export interface CodeSample {
  protocol: 'grpc' | 'rest' | 'shell';
  /** 'javascript' | 'python' for grpc/rest; 'cli' | 'curl' for shell. */
  language: 'javascript' | 'python' | 'cli' | 'curl';
  /** Tab label: "JavaScript", "Python", "CLI", "curl". */
  label: string;
  /** Plain source text (what the copy button copies). */
  code: string;
  /** The same text highlighted at build time: highlight(code, lang) from src/render/highlight.ts. */
  html: string;
}

export interface CodeSampleInput {
  service: SiteRelease;
  sub: SubServiceModel;
  method: MethodModel;
  connection: Connection;
}
