import { normalizeDescription } from './classifier/normalize';
import { CATEGORY_WORDS, MERCHANT_NAMES } from './merchant-names';
import type { SystemCategoryName } from './system-categories';

/**
 * The merchant knowledge base: well-known Singapore and US merchants by name (MERCHANT_NAMES) and the
 * generic words of a trade (CATEGORY_WORDS). A description's normalised words are looked up a window of
 * one to five words at a time, the words of a window also run together ("TOAST BOX" = "TOASTBOX"), so
 * a lookup costs a few map reads per word whatever the size of the lists. A name always wins over a
 * generic word; among names (or among words) the longest wins, then the first in the description.
 */

export type KnowledgeTier = 'name' | 'word';

export interface KnowledgeMatch {
  category: SystemCategoryName;
  tier: KnowledgeTier;
  /** The entry as written in the list. */
  entry: string;
}

const MAX_WINDOW = 5;

interface Entry {
  category: SystemCategoryName;
  entry: string;
  length: number;
}

function compile(lists: Record<SystemCategoryName, string>): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const [category, text] of Object.entries(lists) as [SystemCategoryName, string][]) {
    for (const raw of text.split(/[|\n]/)) {
      const entry = raw.trim();
      if (!entry) continue;
      const words = normalizeDescription(entry, true).words;
      // An entry that loses a word to normalisation (a number: "99 RANCH") would match too much.
      if (words.length !== entry.split(/[^A-Z0-9&']+/).filter((word) => /[A-Z0-9]/.test(word)).length) continue;
      const key = words.join('').replace(/&/g, '');
      // The first list that names an entry keeps it.
      if (key.length >= 2 && !entries.has(key)) entries.set(key, { category, entry, length: key.length });
    }
  }
  return entries;
}

/** Names of at least this many letters also match with one letter dropped (OCR), or run into a short suffix. */
const FUZZY_MIN = 6;
const SUFFIX_MAX = 3;

/**
 * Each name with one inner letter dropped ("PLASTATION" for "PLAYSTATION"; never the first or last letter,
 * which would turn "APARTMENTS" into the word "APARTMENT"); a variant two names share is dropped.
 */
function deletions(names: Map<string, Entry>): Map<string, Entry | null> {
  const variants = new Map<string, Entry | null>();
  for (const [key, entry] of names) {
    if (key.length < FUZZY_MIN) continue;
    for (let index = 1; index < key.length - 1; index += 1) {
      const variant = key.slice(0, index) + key.slice(index + 1);
      if (names.has(variant)) continue;
      const seen = variants.get(variant);
      variants.set(variant, seen === undefined || seen?.category === entry.category ? entry : null);
    }
  }
  return variants;
}

interface Compiled {
  names: Map<string, Entry>;
  words: Map<string, Entry>;
  misspelt: Map<string, Entry | null>;
}

let compiled: Compiled | undefined;

function lists(): Compiled {
  if (!compiled) {
    const names = compile(MERCHANT_NAMES);
    compiled = { names, words: compile(CATEGORY_WORDS), misspelt: deletions(names) };
  }
  return compiled;
}

/** A name found in a window only through an OCR slip, or in one word with a short suffix ("SEAMLESSWEB"). */
function nearName({ names, misspelt }: Compiled, key: string, oneWord: boolean): Entry | undefined {
  if (key.length < FUZZY_MIN - 1) return undefined;
  const slip = misspelt.get(key) ?? (key.includes('RN') ? names.get(key.replace(/RN/g, 'M')) : undefined);
  if (slip) return slip;
  for (let cut = 1; oneWord && cut <= SUFFIX_MAX && key.length - cut >= FUZZY_MIN; cut += 1) {
    const name = names.get(key.slice(0, key.length - cut));
    if (name) return name;
  }
  return undefined;
}

/** The best knowledge-base entry among the given normalised words, if any. */
export function knowledgeMatchOfWords(words: readonly string[]): KnowledgeMatch | undefined {
  const tables = lists();
  const { names, words: generic } = tables;
  let bestName: Entry | undefined;
  let bestWord: Entry | undefined;
  let bestNear: Entry | undefined;
  const plain = words.map((word) => (word.includes('&') ? word.replace(/&/g, '') : word));
  for (let start = 0; start < words.length; start += 1) {
    let key = '';
    for (let end = start; end < Math.min(words.length, start + MAX_WINDOW); end += 1) {
      key += plain[end] ?? '';
      const name = names.get(key);
      if (name && (!bestName || name.length > bestName.length)) bestName = name;
      if (!bestName) {
        const word = generic.get(key);
        if (word && (!bestWord || word.length > bestWord.length)) bestWord = word;
        const near = nearName(tables, key, end === start);
        if (near && (!bestNear || near.length > bestNear.length)) bestNear = near;
      }
    }
  }
  bestName ??= bestNear;
  if (bestName) return { category: bestName.category, tier: 'name', entry: bestName.entry };
  if (bestWord) return { category: bestWord.category, tier: 'word', entry: bestWord.entry };
  return undefined;
}

export function knowledgeMatch(description: string): KnowledgeMatch | undefined {
  return knowledgeMatchOfWords(normalizeDescription(description).words);
}

/** The knowledge-base category of a description (a merchant name, else a generic word), if any. */
export function knowledgeCategory(description: string): SystemCategoryName | undefined {
  return knowledgeMatch(description)?.category;
}
