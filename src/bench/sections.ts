/** Benchmark sections run after the build, in order. Each lives in its own file. */
import type { BenchSection } from './bench-context.ts';
import { clientBench } from './client-bench.ts';
import { mcpBench } from './mcp-bench.ts';
import { pagesBench } from './pages-bench.ts';
import { searchBench } from './search-bench.ts';
import { serveBench } from './serve-bench.ts';

export const SECTIONS: BenchSection[] = [clientBench, pagesBench, searchBench, serveBench, mcpBench];
