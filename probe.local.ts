import { analyzeDescriptor, createKnowledgeBase } from './src/knowledge/index';
const kb = createKnowledgeBase();
for (const s of process.argv.slice(2)) {
  const a = analyzeDescriptor(s);
  const m = kb.match(s);
  console.log(JSON.stringify(s), '=>', JSON.stringify(a), '|', m ? `${m.name} ${m.confidence} via ${m.alias}` : null);
}
