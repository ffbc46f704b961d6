/** What a tool returns: structured content (matching its output schema) and the same as text. */
export interface ToolAnswer<T extends object> {
  structured: T;
  text: string;
}
