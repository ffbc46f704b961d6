/** A test client for the dev server's server-sent event stream: collects events and waits for one. */
import http from 'node:http';

export interface StreamEvent {
  type: string;
  data: Record<string, unknown>;
}

export interface EventStreamClient {
  events: StreamEvent[];
  /** Resolves with the first event of `type` (matching `when`) after `from` (an index into events); rejects after timeoutMs. */
  next(
    type: string,
    options?: { from?: number; when?: (data: Record<string, unknown>) => boolean; timeoutMs?: number },
  ): Promise<StreamEvent>;
  close(): void;
}

/** Connects to an event stream URL; resolves once the response headers arrived. */
export function connectEvents(url: string): Promise<EventStreamClient> {
  const events: StreamEvent[] = [];
  const listeners = new Set<() => void>();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`event stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = block.match(/^event: (.*)$/m)?.[1];
          const data = block.match(/^data: (.*)$/m)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) as Record<string, unknown> });
        }
        for (const listener of listeners) listener();
      });
      resolve({
        events,
        next(type, options = {}) {
          return new Promise((resolveEvent, rejectEvent) => {
            const check = () => {
              const found = events
                .slice(options.from ?? 0)
                .find((e) => e.type === type && (options.when?.(e.data) ?? true));
              if (!found) return;
              listeners.delete(check);
              clearTimeout(timer);
              resolveEvent(found);
            };
            const timer = setTimeout(() => {
              listeners.delete(check);
              rejectEvent(new Error(`no "${type}" event; got ${JSON.stringify(events)}`));
            }, options.timeoutMs ?? 30_000);
            listeners.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}
