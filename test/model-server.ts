import { startProtocolServer, type ProtocolServer, type RecordedRequest, type Reply } from './providers/protocol-server';
import { itemsSent, openaiHarness } from './providers/protocols';

export interface FakeAnswer {
  name: string;
  domain: string | null;
  cat: string;
  mcc: string | null;
  sub: boolean;
  conf: number;
}

/** A local server speaking the OpenAI Chat Completions protocol, answering per item text. */
export async function startOpenAIServer(answer: (text: string) => FakeAnswer, delayMs: (texts: string[]) => number = () => 0): Promise<ProtocolServer> {
  return startProtocolServer((request: RecordedRequest): Reply => {
    const items = itemsSent(openaiHarness, request);
    const reply = openaiHarness.answer({ items: items.map((item) => ({ id: item.id, ...answer(item.text) })) });
    return { ...reply, delayMs: delayMs(items.map((item) => item.text)) };
  });
}

export function openAIEnv(server: ProtocolServer, extra: Record<string, string> = {}): Record<string, string> {
  return {
    TXENRICH_MODEL: 'openai',
    TXENRICH_MODEL_BASE_URL: `${server.url}/v1`,
    TXENRICH_MODEL_API_KEY: openaiHarness.apiKey,
    TXENRICH_MODEL_NAME: openaiHarness.modelName,
    ...extra,
  };
}

/** Every item text the model server has been sent. */
export function textsSent(server: ProtocolServer): string[] {
  return server.requests.flatMap((request) => itemsSent(openaiHarness, request).map((item) => item.text));
}

export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}
