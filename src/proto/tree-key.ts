/** The key of a release tree in maps: "lnd@v0.21.2-beta". */
export function treeKey(daemonId: string, tag: string): string {
  return `${daemonId}@${tag}`;
}
