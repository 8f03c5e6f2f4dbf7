import {
  SYSTEM_CATEGORIES,
  UNCATEGORIZED,
  centsToDecimal,
  type CategorizeInput,
  type LanguageModelClassifier,
} from '@garden/core';
import { z } from 'zod';

/**
 * The optional language model for lines nothing else could categorise: any OpenAI-compatible
 * chat-completions endpoint. Off unless LLM_BASE_URL and LLM_MODEL are set. It is sent the description and
 * the amount of each line and nothing else (no date, account, name or id of the person), in batches, each
 * with a timeout; a failure or a late answer leaves the lines Uncategorized.
 */
export interface LanguageModelConfig {
  /** The API root, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (no trailing slash). */
  baseUrl: string;
  /** Bearer token; a local server may need none. */
  apiKey: string | undefined;
  model: string;
  /** Per batch request. */
  timeoutMs: number;
  /** Lines per request. */
  batchSize: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_BATCH_SIZE = 25;

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** LLM_BASE_URL + LLM_MODEL (+ LLM_API_KEY, LLM_TIMEOUT_MS, LLM_BATCH_SIZE); undefined (off) unless both are set. */
export function languageModelConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LanguageModelConfig | undefined {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!baseUrl && !model) return undefined;
  if (!baseUrl || !model) throw new Error('The language model needs both LLM_BASE_URL and LLM_MODEL (or neither)');
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`LLM_BASE_URL must be an http(s) address, got "${baseUrl}"`);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: env.LLM_API_KEY?.trim() || undefined,
    model,
    timeoutMs: positiveInt(env, 'LLM_TIMEOUT_MS', DEFAULT_TIMEOUT_MS),
    batchSize: positiveInt(env, 'LLM_BATCH_SIZE', DEFAULT_BATCH_SIZE),
  };
}

/** The categories the model may answer: the system ones (a person's own category names are never sent). */
const CATEGORY_NAMES: readonly string[] = SYSTEM_CATEGORIES.map((category) => category.name);

const INSTRUCTIONS = [
  'You categorise lines of Singapore and US bank and credit card statements.',
  `Categories: ${CATEGORY_NAMES.map((name) => `"${name}"`).join(', ')}.`,
  'The category is what the money was for, not how it was paid: a meal abroad is Food & Dining, only the trip itself',
  '(flights, hotels, car hire, tours) is Travel; supermarkets and convenience stores are Groceries; gyms are Health &',
  'Wellness; paying a credit card, wallet top-ups and money to or from a person are Transfers; brokerages and crypto',
  'exchanges are Investments; money back from a shop is Refunds. A negative amount is money out, positive money in.',
  'Answer "Uncategorized" when the line does not say who was paid or why.',
  'Reply with JSON only: {"categories":[{"id":<the line id>,"category":"<one category name>"}]}, one entry per line.',
].join(' ');

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const answerSchema = z.object({
  categories: z.array(z.object({ id: z.coerce.number().int(), category: z.string() })),
});

/** The JSON object in a reply, also when the model wrapped it in a Markdown code fence. */
function jsonOf(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  return JSON.parse((fenced?.[1] ?? content).trim());
}

export class OpenAiCompatibleClassifier implements LanguageModelClassifier {
  constructor(
    private readonly config: LanguageModelConfig,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {}

  async classify(lines: readonly CategorizeInput[]): Promise<(string | undefined)[]> {
    const answers: (string | undefined)[] = [];
    for (let start = 0; start < lines.length; start += this.config.batchSize) {
      answers.push(...(await this.classifyBatch(lines.slice(start, start + this.config.batchSize))));
    }
    return answers;
  }

  private async classifyBatch(lines: readonly CategorizeInput[]): Promise<(string | undefined)[]> {
    // Only what the issue allows: the description and the amount of each line, numbered within the batch.
    const payload = lines.map((line, id) => ({
      id,
      description: line.description,
      amount: centsToDecimal(line.amountCents),
    }));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.config.timeoutMs);
    try {
      const response = await fetch(`${this.config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.config.model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: JSON.stringify({ lines: payload }) },
          ],
        }),
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const completion = completionSchema.parse(await response.json());
      const answer = answerSchema.parse(jsonOf(completion.choices[0]?.message.content ?? ''));
      const byId = new Map(answer.categories.map((entry) => [entry.id, entry.category.trim()]));
      return lines.map((_, id) => {
        const category = byId.get(id);
        return category && category !== UNCATEGORIZED && CATEGORY_NAMES.includes(category) ? category : undefined;
      });
    } catch (error) {
      const reason = controller.signal.aborted ? `no answer within ${this.config.timeoutMs} ms` : String(error);
      this.warn(`Language model categorisation skipped for ${lines.length} lines: ${reason}`);
      return lines.map(() => undefined);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The configured language model, or undefined when none is (the default). */
export function languageModelFromEnv(env: NodeJS.ProcessEnv = process.env): LanguageModelClassifier | undefined {
  const config = languageModelConfigFromEnv(env);
  return config ? new OpenAiCompatibleClassifier(config) : undefined;
}
