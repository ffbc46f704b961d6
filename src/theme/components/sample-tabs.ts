/** What the sample tabs of method pages and of upgrades (before/after) share: the protocol tabs in order and each language's highlighting. */
export const PROTOCOLS = [
  { value: 'grpc', label: 'gRPC' },
  { value: 'rest', label: 'REST' },
  { value: 'shell', label: 'Shell' },
] as const;

export const HIGHLIGHT_LANGUAGE: Record<string, string> = {
  javascript: 'javascript',
  python: 'python',
  cli: 'bash',
  curl: 'bash',
};
