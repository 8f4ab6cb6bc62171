/**
 * Token and latency budget of one model call: `node bin/run-ts.js bench/model-tokens.ts`.
 *
 * Runs a local server per protocol (OpenAI Chat Completions, Anthropic Messages) that answers
 * after a fixed latency with the answer a capable model gives for 25 realistic descriptors, and
 * reports usage the way such a server would: prompt characters / 4 (plus Anthropic's fixed
 * system prompt for a forced tool call). Targets (issue 5): <= 60 input and <= 40 output tokens
 * per item, amortized over a batch of 25.
 *
 * Characters/4 is the usual English average; upper-case descriptors and JSON punctuation
 * tokenize worse, so a pessimistic characters/3 column is printed too.
 */
import { REALISTIC_BATCH, inputs } from '../test/providers/fixtures';
import { startProtocolServer, type RecordedRequest } from '../test/providers/protocol-server';
import { anthropicHarness, openaiHarness, realisticDocument, type ProtocolHarness } from '../test/providers/protocols';

const LATENCY_MS = 200;
const RUNS = 5;
/** Anthropic's documented tool-use system prompt for tool_choice `tool` (Claude 4.x models). */
const ANTHROPIC_FORCED_TOOL_OVERHEAD = 313;

interface Sizes {
  promptChars: number;
  answerChars: number;
}

interface RequestShape {
  system?: string;
  messages: Array<{ content: string }>;
  response_format?: unknown;
  tools?: unknown;
}

/** What the server tokenizes: messages, system prompt, and the schema or tool definition. */
function promptChars(harness: ProtocolHarness, request: RecordedRequest): number {
  const body = request.body as RequestShape;
  const messages = body.messages.reduce((sum, message) => sum + message.content.length, 0);
  const schema = harness.provider === 'openai' ? JSON.stringify(body.response_format ?? '').length : JSON.stringify(body.tools ?? '').length;
  return messages + (body.system?.length ?? 0) + schema;
}

async function measure(harness: ProtocolHarness): Promise<void> {
  const sizes: Sizes[] = [];
  const server = await startProtocolServer((request) => {
    const document = realisticDocument(harness, request);
    const answerChars = JSON.stringify(document).length;
    const prompt = promptChars(harness, request);
    sizes.push({ promptChars: prompt, answerChars });
    const overhead = harness.provider === 'anthropic' ? ANTHROPIC_FORCED_TOOL_OVERHEAD : 0;
    const usage = { input: Math.ceil(prompt / 4) + overhead, output: Math.ceil(answerChars / 4) };
    return { ...harness.answer(document, usage), delayMs: LATENCY_MS };
  });
  try {
    const model = harness.create(server.url);
    const batch = inputs(...REALISTIC_BATCH.map((entry) => entry.text));
    const walls: number[] = [];
    let last = { inputTokens: 0, outputTokens: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const result = await model.enrich(batch);
      walls.push(performance.now() - started);
      if (!result.items.every((item) => item.ok)) throw new Error(`${harness.provider}: not every item was answered`);
      last = result.usage;
    }
    const size = sizes[sizes.length - 1] ?? { promptChars: 0, answerChars: 0 };
    const overhead = harness.provider === 'anthropic' ? ANTHROPIC_FORCED_TOOL_OVERHEAD : 0;
    walls.sort((a, b) => a - b);
    const perItem = (tokens: number): string => (tokens / batch.length).toFixed(1);
    console.log(`${harness.provider} (${batch.length} items, server latency ${LATENCY_MS} ms, ${RUNS} runs)`);
    console.log(`  input tokens/item   ${perItem(last.inputTokens)} (server usage, chars/4)   pessimistic ${perItem(Math.ceil(size.promptChars / 3) + overhead)} (chars/3)   target <= 60`);
    console.log(`  output tokens/item  ${perItem(last.outputTokens)} (server usage, chars/4)   pessimistic ${perItem(Math.ceil(size.answerChars / 3))} (chars/3)   target <= 40`);
    console.log(`  prompt ${size.promptChars} chars, answer ${size.answerChars} chars per call`);
    console.log(`  wall time per call  median ${walls[Math.floor(RUNS / 2)]?.toFixed(0)} ms, max ${walls[RUNS - 1]?.toFixed(0)} ms (overhead over latency: ${((walls[Math.floor(RUNS / 2)] ?? 0) - LATENCY_MS).toFixed(0)} ms)`);
  } finally {
    await server.close();
  }
}

for (const harness of [openaiHarness, anthropicHarness]) await measure(harness);
