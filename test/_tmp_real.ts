import path from 'node:path';
import { loadModel } from '../src/proto/load-model.ts';
import { codeSamples } from '../src/site/code-samples/index.ts';
import { loadSources } from '../src/sources/sources-config.ts';
import { ROOT, offlineTrees } from './helpers/fixtures.ts';
const loaded = await loadModel({ sources: loadSources(path.join(ROOT, 'content/sources.json')), trees: offlineTrees('/work/shared/protos') });
const conn = { dirVariable: 'LND_DIR', tlsCertPath: 'LND_DIR/tls.cert', macaroonPath: 'LND_DIR/data/chain/bitcoin/regtest/admin.macaroon', grpcHost: 'localhost:10009', restHost: 'localhost:8080' };
const [want, lang] = process.argv.slice(2);
for (const service of loaded.model.services) for (const sub of service.subServices) for (const method of sub.methods) {
  if (`${service.id}.${sub.name}.${method.name}` !== want) continue;
  for (const s of codeSamples({ service, sub, method, connection: conn })) if (!lang || lang.split(',').includes(`${s.protocol}/${s.language}`)) console.log(`===== ${s.protocol}/${s.language}\n${s.code}`);
}
