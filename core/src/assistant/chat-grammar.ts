import { NUMBER_WORDS, periodBefore, periodsIn, type ChatPeriod, type Found } from './chat-periods';

export type { ChatPeriod } from './chat-periods';

/**
 * "Ask the Gnome": a small grammar, no language model, that maps a question about one's own money to a
 * query the api runs in PostgreSQL. It reads an intent, a period (Asia/Singapore calendar days), and optionally a
 * category, an account, a merchant and a count; anything else gets CHAT_FALLBACK.
 */
export const CHAT_INTENTS = [
  'spending',
  'income',
  'biggest_expenses',
  'budget_left',
  'subscriptions',
  'net_worth',
  'compare',
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

export interface ChatQuery {
  intent: ChatIntent;
  period: ChatPeriod | null;
  /** The second period of a comparison (the earlier one, usually). */
  comparePeriod: ChatPeriod | null;
  /** For a comparison: money out (spending) or in (income). */
  measure: 'spending' | 'income';
  category: { id: string; name: string } | null;
  account: { id: string; name: string } | null;
  /** A merchant's name as asked, upper case: matched anywhere in the description or merchant key. */
  merchant: string | null;
  /** How many transactions a "biggest expenses" answer lists. */
  limit: number;
}

export interface ChatVocabulary {
  categories: readonly { id: string; name: string }[];
  accounts: readonly { id: string; name: string; institution: string; last4: string | null }[];
}

export const CHAT_EXAMPLES = [
  'How much did I spend on food last month?',
  'What did I pay Grab in October?',
  'What were my biggest expenses this month?',
  'How much budget do I have left?',
  'What subscriptions do I have and what do they cost a year?',
  'What is my net worth?',
  'Compare my spending this month with last month',
  'How much income did I get this year?',
] as const;

export const CHAT_FALLBACK = `I can't answer that yet. Try one of these: ${CHAT_EXAMPLES.map((example) => `"${example}"`).join(', ')}.`;

export const CHAT_MESSAGE_MAX = 500;
export const CHAT_MESSAGES = {
  messageRequired: 'Please type a question.',
  messageTooLong: `A question can be at most ${CHAT_MESSAGE_MAX} characters.`,
} as const;

/** Words people use for the system categories, besides their names. */
const CATEGORY_SYNONYMS: Record<string, readonly string[]> = {
  'Food & Dining': ['food', 'dining', 'eating out', 'restaurants', 'restaurant', 'meals', 'food and dining'],
  Groceries: ['groceries', 'grocery', 'supermarket', 'supermarkets'],
  Transport: ['transport', 'transportation', 'taxis', 'taxi', 'rides', 'commuting', 'commute', 'public transport'],
  Shopping: ['shopping', 'clothes', 'clothing'],
  'Bills & Utilities': ['bills', 'utilities', 'utility bills', 'bills and utilities'],
  Subscriptions: ['subscriptions'],
  Entertainment: ['entertainment', 'movies', 'fun'],
  'Health & Wellness': ['health', 'medical', 'wellness', 'doctor', 'doctors', 'healthcare'],
  'Personal Care': ['personal care', 'haircuts', 'haircut', 'beauty'],
  Travel: ['travel', 'travelling', 'traveling', 'holidays', 'holiday', 'trips', 'flights', 'hotels'],
  Education: ['education', 'school', 'courses', 'tuition'],
  Insurance: ['insurance'],
  Housing: ['housing', 'rent', 'mortgage'],
  'Gifts & Donations': ['gifts', 'donations', 'charity', 'gifts and donations'],
  'Fees & Charges': ['fees', 'bank fees', 'charges and fees', 'fees and charges'],
  Transfers: ['transfers'],
  'Salary & Income': ['salary'],
  'Interest & Rewards': ['interest', 'rewards', 'cashback'],
  Investments: ['investments', 'investing'],
};

/** Lower case, plain quotes, words and numbers separated by single spaces. */
export function normaliseQuestion(message: string): string {
  return ` ${message
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9&'$. -]+/g, ' ')
    .replace(/(\D)\.|\.(\D|$)/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** The longest category name or synonym written in the question as whole words. */
function categoryIn(text: string, vocabulary: ChatVocabulary): Found<{ id: string; name: string }> | undefined {
  const candidates: { phrase: string; category: { id: string; name: string } }[] = [];
  for (const category of vocabulary.categories) {
    candidates.push({ phrase: normaliseQuestion(category.name).trim(), category });
    for (const synonym of CATEGORY_SYNONYMS[category.name] ?? []) candidates.push({ phrase: synonym, category });
  }
  candidates.sort((a, b) => b.phrase.length - a.phrase.length);
  for (const { phrase, category } of candidates) {
    if (!phrase) continue;
    const at = text.indexOf(` ${phrase} `);
    if (at >= 0) return { value: category, at, text: ` ${phrase} ` };
  }
  return undefined;
}

/** An account named by its name, its bank or the last four digits of its number. */
function accountIn(text: string, vocabulary: ChatVocabulary): Found<{ id: string; name: string }> | undefined {
  const ending =
    / (?:(?:my|the) )?(?:(?:credit |debit )?(?:card|account) )?(?:ending in|ending with|ending|ends in) (\d{4})(?= )/.exec(
      text,
    );
  if (ending) {
    const account = vocabulary.accounts.find((one) => one.last4 === ending[1]);
    if (account) return { value: { id: account.id, name: account.name }, at: ending.index, text: ending[0] };
  }
  const byName = [...vocabulary.accounts].sort((a, b) => b.name.length - a.name.length);
  for (const account of byName) {
    const phrase = normaliseQuestion(account.name).trim();
    const at = phrase ? text.indexOf(` ${phrase} `) : -1;
    if (at >= 0) return { value: { id: account.id, name: account.name }, at, text: ` ${phrase} ` };
  }
  for (const account of vocabulary.accounts) {
    const bank = normaliseQuestion(account.institution).trim();
    const match = bank
      ? new RegExp(
          ` (?:my |the )?${bank.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: card| account| credit card| savings account| savings)? `,
        ).exec(text)
      : null;
    // A bank names an account only when it names one account of the person's.
    if (match && vocabulary.accounts.filter((one) => normaliseQuestion(one.institution).trim() === bank).length === 1)
      return { value: { id: account.id, name: account.name }, at: match.index, text: match[0] };
  }
  return undefined;
}

const FILLER = / (?:so far|in total|altogether|overall|please|all together|total|exactly|roughly|about) /g;
const STOP_AFTER_MERCHANT = new Set([
  'in',
  'during',
  'for',
  'on',
  'from',
  'with',
  'using',
  'this',
  'last',
  'since',
  'over',
  'at',
  'by',
  'and',
  'than',
  'vs',
  'versus',
  'compared',
]);

/** The merchant after "pay", "paid", "spend at", "at", "to" or "on" (once category, period and account are out). */
function merchantIn(text: string): string | null {
  const match =
    / (?:pay to|paid to|pay|paid|payed|spend at|spent at|spending at|spend on|spent on|spending on|at|to|on|for) (?:the |my )?([a-z0-9&'.-]+(?: [a-z0-9&'.-]+){0,3})/.exec(
      text,
    );
  if (!match) return null;
  const words: string[] = [];
  for (const word of match[1]!.split(' ')) {
    if (STOP_AFTER_MERCHANT.has(word)) break;
    words.push(word);
  }
  const name = words.join(' ').replace(/'s$/, '').trim();
  if (
    !name ||
    /^(me|it|them|that|this|things|stuff|everything|what|total|average|i|you|spending|income|expenses?)$/.test(name)
  )
    return null;
  return name.toUpperCase();
}

function intentOf(text: string, hasCategory: boolean, periods: number): ChatIntent | undefined {
  const spendWords = / (spend|spent|spending|pay|paid|payed|cost|costs|expenses?|expenditure|outgoings?) /.test(text);
  const spentVerb = / (spend|spent|spending) /.test(text);
  if (
    / (net worth|networth|am i worth|what i'm worth|what i am worth|my wealth|total wealth|worth in total) /.test(text)
  )
    return 'net_worth';
  if (
    / (biggest|largest|top|highest|most expensive|priciest|largest) (\d+ |[a-z]+ )?(expenses?|purchases?|spends?|spending|transactions?|charges?|payments?|buys?) /.test(
      text,
    )
  )
    return 'biggest_expenses';
  if (/ budgets? /.test(text)) return 'budget_left';
  if (/ (compare|comparison|versus|vs|compared|more than|less than|than) /.test(text) && periods >= 1) return 'compare';
  // "spent on subscriptions" is the Subscriptions category; "what subscriptions do I have" the recurring list.
  if (
    / (subscriptions?|recurring|regular payments|standing charges|direct debits?) /.test(text) &&
    !(spentVerb && hasCategory)
  )
    return 'subscriptions';
  if (
    / (income|earn|earned|earning|earnings|receive|received|salary|paid me|got paid|money in|came|come in) /.test(text)
  )
    return 'income';
  if (spendWords || / how much (did|have|do) i .* (on|at) /.test(text)) return 'spending';
  return undefined;
}

/**
 * The query a question asks for, or undefined when the grammar does not cover it. `today` is the Singapore day the
 * question is asked on; periods that contain it end on it.
 */
export function parseQuestion(message: string, vocabulary: ChatVocabulary, today: string): ChatQuery | undefined {
  let text = normaliseQuestion(message);
  const periods = periodsIn(text, today);
  for (const period of periods) text = text.replace(period.text, ' | ');
  const category = categoryIn(text, vocabulary);
  const income = / (income|earn|earned|earning|earnings|receive|received|salary|paid me|got paid|money in|came) /.test(
    text,
  );
  const intent = intentOf(text, category !== undefined, periods.length);
  if (!intent) return undefined;
  if (category) text = text.replace(category.text, ' | ');
  const account = accountIn(text, vocabulary);
  if (account) text = text.replace(account.text, ' | ');
  text = text.replace(FILLER, ' ').replace(/ \| /g, ' | ');
  const countMatch = / (?:top|biggest|largest|highest) (\d+|[a-z]+) /.exec(text);
  // "my biggest expense" asks for one; "my biggest expenses" for the usual five.
  const singular =
    / (?:biggest|largest|highest|most expensive|priciest) (?:[a-z]+ )?(?:expense|purchase|transaction|charge|payment|spend|buy) /.test(
      text,
    );
  const asked = countMatch
    ? /^\d+$/.test(countMatch[1]!)
      ? Number(countMatch[1])
      : NUMBER_WORDS[countMatch[1]!]
    : undefined;
  const count = asked ?? (singular ? 1 : undefined);
  const merchant =
    intent === 'spending' || intent === 'compare' || intent === 'biggest_expenses'
      ? merchantIn(text.replace(/\|/g, ' '))
      : null;
  const thisMonth = periodsIn(' this month ', today)[0]!.value;
  const period =
    periods[0]?.value ??
    (intent === 'net_worth' || intent === 'subscriptions' || intent === 'budget_left' ? null : thisMonth);
  let comparePeriod: ChatPeriod | null = null;
  if (intent === 'compare' && period) comparePeriod = periods[1]?.value ?? periodBefore(period);
  return {
    intent,
    period,
    comparePeriod,
    measure: income && !category ? 'income' : 'spending',
    category: category?.value ?? null,
    account: account?.value ?? null,
    merchant,
    limit: Math.min(Math.max(count ?? 5, 1), 20),
  };
}
