import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OpenAiCompatibleClassifier, languageModelConfigFromEnv, type LanguageModelConfig } from './language-model';

interface Received {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** A stand-in for an OpenAI-compatible server: records each request and answers with `reply`. */
async function stubServer(reply: (lines: { id: number; description: string; amount: string }[]) => unknown) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(text) as Received['body'];
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      const user = body.messages.find((message) => message.role === 'user');
      const { lines } = JSON.parse(user?.content ?? '{}') as {
        lines: { id: number; description: string; amount: string }[];
      };
      const answer = reply(lines);
      if (answer === 'hang') return;
      if (answer === 'fail') {
        response.writeHead(500).end('{"error":"down"}');
        return;
      }
      const content = typeof answer === 'string' ? answer : JSON.stringify(answer);
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const config = (baseUrl: string, overrides: Partial<LanguageModelConfig> = {}): LanguageModelConfig => ({
  baseUrl,
  apiKey: 'test-key',
  model: 'garden-test-model',
  timeoutMs: 5_000,
  batchSize: 2,
  ...overrides,
});

const LINES = [
  { description: 'ZEPHYR GROCER 12', amountCents: -4520 },
  { description: 'QUILLON THEATRE', amountCents: -3000 },
  { description: 'MYSTERY 0042', amountCents: 12050 },
];

describe('the optional language model', () => {
  it('is off unless LLM_BASE_URL and LLM_MODEL are set, and reads its settings from the environment', () => {
    expect(languageModelConfigFromEnv({})).toBeUndefined();
    expect(
      languageModelConfigFromEnv({
        LLM_BASE_URL: 'http://localhost:11434/v1/',
        LLM_MODEL: 'llama3',
        LLM_TIMEOUT_MS: '900',
      }),
    ).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3',
      timeoutMs: 900,
      batchSize: 25,
    });
    expect(() => languageModelConfigFromEnv({ LLM_BASE_URL: 'http://localhost:1/v1' })).toThrow(/LLM_MODEL/);
    expect(() => languageModelConfigFromEnv({ LLM_BASE_URL: 'x', LLM_MODEL: 'm', LLM_BATCH_SIZE: '0' })).toThrow();
  });

  it('sends batches of description and amount only, and reads each answer back by its line', async () => {
    const stub = await stubServer((lines) => ({
      // Answers out of order, with one name that is not a category and one Uncategorized.
      categories: [...lines].reverse().map((line) => ({
        id: line.id,
        category: line.description.startsWith('ZEPHYR')
          ? 'Groceries'
          : line.description.startsWith('QUILLON')
            ? 'Theatre Tickets'
            : 'Uncategorized',
      })),
    }));
    try {
      const warn = jest.fn();
      const answers = await new OpenAiCompatibleClassifier(config(stub.baseUrl), warn).classify(LINES);
      expect(answers).toEqual(['Groceries', undefined, undefined]);
      expect(warn).not.toHaveBeenCalled();
      expect(stub.received).toHaveLength(2);
      for (const request of stub.received) {
        expect(request.path).toBe('/v1/chat/completions');
        expect(request.authorization).toBe('Bearer test-key');
        expect(request.body.model).toBe('garden-test-model');
      }
      const sent = stub.received.map(
        (request) =>
          JSON.parse(request.body.messages.find((message) => message.role === 'user')?.content ?? '') as unknown,
      );
      expect(sent).toEqual([
        {
          lines: [
            { id: 0, description: 'ZEPHYR GROCER 12', amount: '-45.20' },
            { id: 1, description: 'QUILLON THEATRE', amount: '-30.00' },
          ],
        },
        { lines: [{ id: 0, description: 'MYSTERY 0042', amount: '120.50' }] },
      ]);
    } finally {
      await stub.close();
    }
  });

  it('reads an answer wrapped in a code fence', async () => {
    const stub = await stubServer(
      (lines) =>
        `\`\`\`json\n${JSON.stringify({ categories: lines.map((line) => ({ id: line.id, category: 'Shopping' })) })}\n\`\`\``,
    );
    try {
      expect(await new OpenAiCompatibleClassifier(config(stub.baseUrl, { batchSize: 10 })).classify(LINES)).toEqual([
        'Shopping',
        'Shopping',
        'Shopping',
      ]);
    } finally {
      await stub.close();
    }
  });

  it('gives up on a batch after the timeout, or when the server fails, leaving those lines unanswered', async () => {
    const slow = await stubServer(() => 'hang');
    try {
      const warn = jest.fn();
      const started = Date.now();
      const answers = await new OpenAiCompatibleClassifier(
        config(slow.baseUrl, { timeoutMs: 200, batchSize: 3 }),
        warn,
      ).classify(LINES);
      expect(answers).toEqual([undefined, undefined, undefined]);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no answer within 200 ms/));
    } finally {
      await slow.close();
    }
    const failing = await stubServer(() => 'fail');
    try {
      const warn = jest.fn();
      expect(await new OpenAiCompatibleClassifier(config(failing.baseUrl), warn).classify(LINES.slice(0, 1))).toEqual([
        undefined,
      ]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/HTTP 500/));
    } finally {
      await failing.close();
    }
  });
});
