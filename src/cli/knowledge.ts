import { readFile, writeFile } from 'node:fs/promises';
import { Command } from 'commander';
import { exportKnowledge, formatKnowledgeFile, importKnowledge } from '../feedback';
import { fail, withFeedback } from './feedback-context';

export function knowledgeCommand(): Command {
  const knowledge = new Command('knowledge').description('Share approved corrections between installations (JSONL, the shipped record format)');
  knowledge
    .command('export')
    .description('Write the approved corrections as JSONL, one merchant per line, with provenance')
    .option('--out <file>', 'write to this file instead of stdout')
    .action(async (options: { out?: string }) => {
      const text = formatKnowledgeFile(await withFeedback((deps) => exportKnowledge(deps)));
      if (options.out) await writeFile(options.out, text);
      else process.stdout.write(text);
    });
  knowledge
    .command('import')
    .description('Read a JSONL file from `knowledge export`; every line is checked first, and one bad line writes nothing')
    .argument('<file>', 'JSONL file')
    .action(async (file: string) => {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch {
        fail(`cannot read ${file}`);
      }
      const outcome = await withFeedback((deps) => importKnowledge(deps, text));
      if (!outcome.ok) {
        for (const problem of outcome.problems) process.stderr.write(`${file}:${problem.line}: ${problem.message}\n`);
        fail('nothing imported');
      }
      process.stdout.write(`imported ${outcome.records} records (${outcome.written} corrections written)\n`);
    });
  return knowledge;
}
