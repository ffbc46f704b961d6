/**
 * Daemon words, step 4 of a query plan: words naming a daemon (its id, binaries, aliases:
 * lnd, lncli, tapd, terminal) or one of its proto packages (walletrpc), as whole chunks.
 */
import { DAEMON_ALIASES } from './daemon-aliases.ts';
import type { QueryWords } from './plan-types.ts';
import type { SearchDaemon } from './search-types.ts';
import { chunkWords } from './tokenize.ts';

/** A word naming a daemon, or one of its proto packages (then with the folders of that package's services). */
interface DaemonWord {
  id: string;
  folders?: string[];
}

/** The daemon words of an index: each daemon's words, the aliases and its packages, lower case. */
function daemonWordMap(daemons: SearchDaemon[]): Map<string, DaemonWord> {
  const map = new Map<string, DaemonWord>();
  for (const daemon of daemons) {
    for (const [name, folders] of Object.entries(daemon.packages ?? {}))
      if (!name.includes('.')) map.set(name, { id: daemon.id, folders });
    for (const word of daemon.words) map.set(chunkWords(word).join(' '), { id: daemon.id });
  }
  for (const [alias, id] of Object.entries(DAEMON_ALIASES))
    if (daemons.some((d) => d.id === id)) map.set(alias, { id });
  return map;
}

/** Daemon words among the words: a whole chunk (or two, "lightning terminal"), never part of an identifier. */
export function findDaemonWords(
  read: QueryWords,
  daemons: SearchDaemon[],
): { ids: string[]; words: string[]; positions: Set<number>; folders: string[] } {
  const map = daemonWordMap(daemons);
  const { words, chunks, chunkOf } = read;
  const ids = new Set<string>();
  const found: string[] = [];
  const positions = new Set<number>();
  const folders: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (const size of [2, 1]) {
      if (i + size > words.length) continue;
      const slice = words.slice(i, i + size);
      const wholeChunks = chunkWords(chunks.slice(chunkOf[i]!, chunkOf[i + size - 1]! + 1).join(' ')).length === size;
      const named = map.get(slice.join(' '));
      if (!named || !wholeChunks) continue;
      ids.add(named.id);
      folders.push(...(named.folders ?? []));
      found.push(slice.join(''));
      for (let k = i; k < i + size; k++) positions.add(k);
      break;
    }
  }
  return { ids: [...ids], words: found, positions, folders };
}
