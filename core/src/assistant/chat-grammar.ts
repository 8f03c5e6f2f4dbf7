import { budgetPeriodRange } from '../budgets/budget-periods';
import { addDays, daysFrom } from './insight.rules';
import { dayMonthsBack } from '../retirement/contribution-schedule';

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

export interface ChatPeriod {
  /** As people say it: "last month", "October 2026", "the last 30 days". */
  label: string;
  startDate: string;
  endDate: string;
}

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

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_ALIASES: Record<string, number> = Object.fromEntries([
  ...MONTHS.map((name, index) => [name, index] as const),
  ...MONTHS.map((name, index) => [name.slice(0, 3), index] as const),
  ['sept', 8] as const,
]);
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};
const MONTH_LABELS = MONTHS.map((name) => name[0]!.toUpperCase() + name.slice(1));

const isoDay = (year: number, monthIndex: number, day: number): string =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
const lastDayOf = (year: number, monthIndex: number): string => isoDay(year, monthIndex + 1, 0);
const earliestOf = (a: string, b: string): string => (a < b ? a : b);

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

interface Found<T> {
  value: T;
  at: number;
  text: string;
}

/** Every period named in the question, in the order they are written. */
function periodsIn(text: string, today: string): Found<ChatPeriod>[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const found: Found<ChatPeriod>[] = [];
  const add = (match: RegExpExecArray, period: ChatPeriod) =>
    found.push({ value: period, at: match.index, text: match[0] });
  const scan = (pattern: RegExp, make: (match: RegExpExecArray) => ChatPeriod | undefined) => {
    for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
      if (found.some((one) => match.index < one.at + one.text.length && one.at < match.index + match[0].length))
        continue;
      const period = make(match);
      if (period) add(match, period);
    }
  };
  scan(/ (?:in |during |over )?(?:the )?(?:last|past|previous) (\d+|[a-z]+) (days?|weeks?|months?)(?= )/, (match) => {
    const count = /^\d+$/.test(match[1]!) ? Number(match[1]) : NUMBER_WORDS[match[1]!];
    if (!count || count > 120) return undefined;
    const unit = match[2]!.replace(/s$/, '');
    const startDate =
      unit === 'day'
        ? addDays(today, -count + 1)
        : unit === 'week'
          ? addDays(today, -7 * count + 1)
          : addDays(dayMonthsBack(today, count), 1);
    return { label: `the last ${count} ${unit}${count === 1 ? '' : 's'}`, startDate, endDate: today };
  });
  scan(/ (?:in |during |for )?(?:this|the current) month(?:'s)?(?: so far)?(?= )/, () => ({
    label: 'this month',
    startDate: isoDay(year, month, 1),
    endDate: today,
  }));
  scan(/ (?:in |during |for )?(?:last|the previous|previous) month(?:'s)?(?= )/, () => ({
    label: 'last month',
    startDate: isoDay(year, month - 1, 1),
    endDate: lastDayOf(year, month - 1),
  }));
  scan(/ (?:in |during |for )?(?:this|the current) week(?= )/, () => ({
    label: 'this week',
    startDate: budgetPeriodRange('weekly', today).startDate,
    endDate: today,
  }));
  scan(/ (?:in |during |for )?(?:last|the previous|previous) week(?= )/, () => {
    const { startDate, endDate } = budgetPeriodRange('weekly', addDays(today, -7));
    return { label: 'last week', startDate, endDate };
  });
  scan(/ (?:so far )?(?:in |during |for )?(?:this year|the current year|year to date|ytd)(?: so far)?(?= )/, () => ({
    label: 'this year',
    startDate: isoDay(year, 0, 1),
    endDate: today,
  }));
  scan(/ (?:in |during |for )?(?:last|the previous|previous) year(?= )/, () => ({
    label: 'last year',
    startDate: isoDay(year - 1, 0, 1),
    endDate: isoDay(year - 1, 11, 31),
  }));
  scan(/ today(?= )/, () => ({ label: 'today', startDate: today, endDate: today }));
  scan(/ yesterday(?= )/, () => ({ label: 'yesterday', startDate: addDays(today, -1), endDate: addDays(today, -1) }));
  scan(/ (?:in |during |for |of )?([a-z]+)(?: (\d{4}))?(?= )/, (match) => {
    const index = MONTH_ALIASES[match[1]!];
    // "may" is a month only with "in" or a year before it is read as one (not "may I ...").
    if (index === undefined || (match[1] === 'may' && !/^ (in|during|for|of) /.test(match[0]) && !match[2]))
      return undefined;
    const named = match[2] ? Number(match[2]) : index > month ? year - 1 : year;
    const endDate = earliestOf(lastDayOf(named, index), today);
    const startDate = isoDay(named, index, 1);
    if (startDate > today) return undefined;
    return { label: `${MONTH_LABELS[index]} ${named}`, startDate, endDate };
  });
  scan(/ (?:in |during |for )?(20\d\d)(?= )/, (match) => {
    const named = Number(match[1]);
    const startDate = isoDay(named, 0, 1);
    if (startDate > today) return undefined;
    return { label: String(named), startDate, endDate: earliestOf(isoDay(named, 11, 31), today) };
  });
  return found.sort((a, b) => a.at - b.at);
}

/** The period just before one: the month, week or year before, or as many days before. */
function periodBefore(period: ChatPeriod): ChatPeriod {
  const start = period.startDate;
  if (period.label === 'this month' || /^[A-Z][a-z]+ \d{4}$/.test(period.label)) {
    const first = dayMonthsBack(start, 1);
    const monthIndex = Number(first.slice(5, 7)) - 1;
    const year = Number(first.slice(0, 4));
    return {
      label: period.label === 'this month' ? 'last month' : `${MONTH_LABELS[monthIndex]} ${year}`,
      startDate: first,
      endDate: lastDayOf(year, monthIndex),
    };
  }
  if (period.label === 'this year' || /^\d{4}$/.test(period.label)) {
    const year = Number(start.slice(0, 4)) - 1;
    return {
      label: period.label === 'this year' ? 'last year' : String(year),
      startDate: isoDay(year, 0, 1),
      endDate: isoDay(year, 11, 31),
    };
  }
  const days = daysFrom(period.startDate, period.endDate) + 1;
  return {
    label: period.label === 'this week' ? 'last week' : `the ${days} days before`,
    startDate: addDays(start, -days),
    endDate: addDays(start, -1),
  };
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
