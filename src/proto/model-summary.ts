/** Counts per daemon release (sub-services, methods, messages, enums, REST routes) and a text table of them. */
import type { ApiModel } from './model-types.ts';

export interface ServiceCounts {
  service: string;
  version: string;
  /** True for the newest release of its daemon. */
  newest: boolean;
  subServices: number;
  methods: number;
  messages: number;
  enums: number;
  restRoutes: number;
}

/** Counts the parts of each release of each daemon of the model, newest release first. */
export function summarizeModel(model: ApiModel): ServiceCounts[] {
  return model.daemons.flatMap((daemon) =>
    daemon.releases.map((s, i) => {
      const methods = s.subServices.flatMap((sub) => sub.methods);
      return {
        service: daemon.id,
        version: s.tag,
        newest: i === 0,
        subServices: s.subServices.length,
        methods: methods.length,
        messages: Object.keys(s.messages).length,
        enums: Object.keys(s.enums).length,
        restRoutes: methods.reduce((n, m) => n + m.rest.length, 0),
      };
    }),
  );
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

/** Renders the counts as an aligned table with a total row of the newest releases (and of all, when older ones are listed). */
export function formatSummaryTable(rows: ServiceCounts[]): string {
  const total = (label: string, counted: ServiceCounts[]): ServiceCounts => {
    const sum = (key: 'subServices' | 'methods' | 'messages' | 'enums' | 'restRoutes') =>
      counted.reduce((n, r) => n + r[key], 0);
    return {
      service: label,
      version: '',
      newest: false,
      subServices: sum('subServices'),
      methods: sum('methods'),
      messages: sum('messages'),
      enums: sum('enums'),
      restRoutes: sum('restRoutes'),
    };
  };
  const newest = rows.filter((r) => r.newest);
  const totals =
    newest.length === rows.length
      ? [total('total', rows)]
      : [total('total (newest)', newest), total('total (all releases)', rows)];
  const table = [
    COLUMNS.map(([, title]) => title),
    ...[...rows, ...totals].map((r) => COLUMNS.map(([key]) => String(r[key]))),
  ];
  const widths = COLUMNS.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  return table
    .map((row) =>
      row
        .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
