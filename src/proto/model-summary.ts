/** Counts per service (sub-services, methods, messages, enums, REST routes) and a text table of them. */
import type { ApiModel } from './model-types.ts';

export interface ServiceCounts {
  service: string;
  version: string;
  subServices: number;
  methods: number;
  messages: number;
  enums: number;
  restRoutes: number;
}

/** Counts the parts of each service of the model. */
export function summarizeModel(model: ApiModel): ServiceCounts[] {
  return model.services.map((s) => {
    const methods = s.subServices.flatMap((sub) => sub.methods);
    return {
      service: s.id,
      version: s.version.tag,
      subServices: s.subServices.length,
      methods: methods.length,
      messages: Object.keys(s.messages).length,
      enums: Object.keys(s.enums).length,
      restRoutes: methods.reduce((n, m) => n + m.rest.length, 0),
    };
  });
}

const COLUMNS: [keyof ServiceCounts, string][] = [
  ['service', 'service'],
  ['version', 'version'],
  ['subServices', 'sub-services'],
  ['methods', 'methods'],
  ['messages', 'messages'],
  ['enums', 'enums'],
  ['restRoutes', 'REST routes'],
];

/** Renders the counts as an aligned table with a total row. */
export function formatSummaryTable(rows: ServiceCounts[]): string {
  const sum = (key: keyof ServiceCounts) => rows.reduce((n, r) => n + (r[key] as number), 0);
  const total: ServiceCounts = {
    service: 'total', version: '', subServices: sum('subServices'), methods: sum('methods'),
    messages: sum('messages'), enums: sum('enums'), restRoutes: sum('restRoutes'),
  };
  const table = [COLUMNS.map(([, title]) => title), ...[...rows, total].map((r) => COLUMNS.map(([key]) => String(r[key])))];
  const widths = COLUMNS.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  return table
    .map((row) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd())
    .join('\n');
}
