// `node bin/run-ts.js src/knowledge/check-data.ts`: validates the merchant data files and prints problems.
import { CATEGORIES } from '../enrich/taxonomy';
import { loadMerchantRecords } from './load-records';

const { records, problems } = loadMerchantRecords();
for (const problem of problems) console.log(`${problem.file}:${problem.line}: ${problem.message}`);
const perCategory = new Map<string, number>(CATEGORIES.map((category) => [category, 0]));
for (const record of records) perCategory.set(record.category, (perCategory.get(record.category) ?? 0) + 1);
console.log(`${records.length} merchants, ${problems.length} problems`);
console.log([...perCategory].map(([category, count]) => `${category}=${count}`).join(' '));
process.exitCode = problems.length === 0 ? 0 : 1;
