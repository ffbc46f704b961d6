/** Benchmark sections run after the build, in order. Each lives in its own file. */
import type { BenchSection } from './bench-context.ts';

export const SECTIONS: BenchSection[] = [];
