/** A release's REST rules: the grpc-gateway .yaml beside each documented proto file. */
import fs from 'node:fs';
import path from 'node:path';
import type { CompiledService } from '../proto/compile.ts';
import { type RestRule, parseRestRules } from '../proto/rest-rules.ts';

/** REST rules from the .yaml beside each documented file, when there is one. */
export function readRestRules(compiled: CompiledService): RestRule[] {
  const rules: RestRule[] = [];
  for (const file of compiled.files.values()) {
    if (!file.documented) continue;
    const yamlPath = path.join(file.treeDir, file.treePath.replace(/\.proto$/, '.yaml'));
    if (!fs.existsSync(yamlPath)) continue;
    rules.push(...parseRestRules(fs.readFileSync(yamlPath, 'utf8'), yamlPath));
  }
  return rules;
}
