/**
 * The protocols of code samples in tab order, with their labels: the method pages' and the
 * before/after samples' protocol tabs and the sample headings of the Markdown copies read
 * this one list.
 */
export const SAMPLE_PROTOCOLS = [
  { value: 'grpc', label: 'gRPC' },
  { value: 'rest', label: 'REST' },
  { value: 'shell', label: 'Shell' },
] as const;

/** A protocol's label (an unknown one is named as it is). */
export function protocolLabel(protocol: string): string {
  return SAMPLE_PROTOCOLS.find((p) => p.value === protocol)?.label ?? protocol;
}
