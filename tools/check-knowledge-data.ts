// `node bin/run-ts.js tools/check-knowledge-data.ts`: validates the merchant data files and prints problems.
import { CATEGORIES } from '../src/domain';
import { createKnowledgeBase, loadMerchantRecords } from '../src/knowledge';

const { records, problems } = loadMerchantRecords();
for (const problem of problems) console.log(`${problem.file}:${problem.line}: ${problem.message}`);
const perCategory = new Map<string, number>(CATEGORIES.map((category) => [category, 0]));
for (const record of records) perCategory.set(record.category, (perCategory.get(record.category) ?? 0) + 1);
console.log(`${records.length} merchants, ${problems.length} problems`);
console.log([...perCategory].map(([category, count]) => `${category}=${count}`).join(' '));
// Not errors: spellings the matcher folds together ("B&Q" = "B AND Q"); the first merchant keeps them.
for (const conflict of createKnowledgeBase(records).conflicts) console.log(`note: ${conflict}`);
process.exitCode = problems.length === 0 ? 0 : 1;
