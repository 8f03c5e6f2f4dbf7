import { isChannelWord } from '../statement-hints';
import type { CategorizeInput } from '../categorize';
import { featuresOf } from './features';
import type { LinearModel, WeightAdjustment } from './linear-model';
import { normalizeDescription } from './normalize';

/**
 * Learning from the person: a recategorisation becomes extra weights on the words of the description for
 * that person only (a per-user adjustment on top of the shared model), so the next statement's line that
 * shares those words — "SUSHI TEI JEWEL" after "SUSHI TEI PTE LTD SERANGOON" was corrected — is read the
 * same way without a rule per merchant. Only words that name the payee learn: never the words of how a
 * line was paid (NETS, GIRO, PAYNOW …) nor the amount, so one correction cannot move every NETS line.
 */

/** Stop when the corrected line is at least this sure of the person's category. */
const TARGET_PROBABILITY = 0.98;
const MAX_STEPS = 30;
/** Logit change per step, shared by the taught features. */
const STEP = 2;

export type AdjustmentIncrements = Map<string, Map<string, number>>;

/** Words of any company's name (PTE LTD, INC …) that say nothing about this one. */
const COMPANY_WORDS =
  'PTE LTD LIMITED PVT INC LLC LLP LP CO CORP CORPORATION COMPANY GROUP HOLDINGS INTL INTERNATIONAL THE OF AND AT';

/**
 * Where a line was paid rather than whom: Singapore towns, malls' words and the places statements print.
 * A correction of "NTUC FAIRPRICE HOUGANG" must not move every other shop in Hougang.
 */
const PLACE_WORDS =
  'SINGAPORE SG SGP ASIA PACIFIC ANG MO KIO BEDOK BISHAN BUKIT BATOK MERAH PANJANG TIMAH CHOA CHU KANG CLEMENTI ' +
  'GEYLANG HOUGANG JURONG EAST WEST KALLANG MARINE PARADE PASIR RIS PUNGGOL QUEENSTOWN SEMBAWANG SENGKANG ' +
  'SERANGOON TAMPINES TOA PAYOH WOODLANDS YISHUN NOVENA ORCHARD ROAD RD TANJONG PAGAR RAFFLES PLACE CITY HALL ' +
  'BUGIS CHINATOWN HARBOURFRONT SENTOSA CHANGI AIRPORT TERMINAL JEWEL VIVOCITY VIVO NEX ION PLAZA POINT CENTRE ' +
  'CENTER MALL SQUARE JUNCTION HUB CENTRAL NORTH SOUTH STREET AVE AVENUE BRANCH OUTLET STORE';

const NOT_TAUGHT = new Set(`${COMPANY_WORDS} ${PLACE_WORDS}`.split(' '));

/** The features of a description a correction may change: its payee's words and word pairs. */
export function teachableFeatures(description: string): string[] {
  const words = normalizeDescription(description).words.filter(
    (word) => word.length > 1 && !isChannelWord(word) && !NOT_TAUGHT.has(word),
  );
  const features = new Set<string>();
  words.forEach((word, index) => {
    features.add(`W:${word}`);
    const next = words[index + 1];
    if (next !== undefined) features.add(`B:${word} ${next}`);
  });
  return [...features];
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The weight increments that make the model, with the person's adjustment so far, read this line as
 * `category` (gradient steps of the logistic loss on the person's weights only). Deterministic; empty
 * when the line names nobody. The caller adds the increments to what it stores for the person.
 */
export function learnFromCorrection(
  model: LinearModel,
  adjustment: WeightAdjustment,
  input: CategorizeInput,
  category: string,
): AdjustmentIncrements {
  const teach = teachableFeatures(input.description);
  const increments: AdjustmentIncrements = new Map();
  if (teach.length === 0) return increments;
  // Only the taught features' rows of the adjustment matter for this line; copy them to work on.
  const working = new Map<string, Map<string, number>>();
  for (const feature of teach) working.set(feature, new Map(adjustment.get(feature) ?? []));
  const features = featuresOf(input.description, input.amountCents);
  const rate = STEP / teach.length;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const ranked = model.rank(features, working);
    const wanted = ranked.find((entry) => entry.category === category)?.probability ?? 0;
    if (wanted >= TARGET_PROBABILITY) break;
    const gradients = ranked.some((entry) => entry.category === category)
      ? ranked.map((entry) => ({ ...entry, gradient: entry.probability - (entry.category === category ? 1 : 0) }))
      : [
          ...ranked.map((entry) => ({ ...entry, gradient: entry.probability })),
          { category, probability: 0, gradient: -1 },
        ];
    for (const { category: target, gradient } of gradients) {
      if (Math.abs(gradient) < 0.01) continue;
      for (const feature of teach) {
        const row = working.get(feature) ?? new Map<string, number>();
        row.set(target, (row.get(target) ?? 0) - rate * gradient);
        working.set(feature, row);
        const added = increments.get(feature) ?? new Map<string, number>();
        added.set(target, (added.get(target) ?? 0) - rate * gradient);
        increments.set(feature, added);
      }
    }
  }
  for (const [feature, row] of increments) {
    for (const [target, value] of row) {
      const rounded = round(value);
      if (rounded === 0) row.delete(target);
      else row.set(target, rounded);
    }
    if (row.size === 0) increments.delete(feature);
  }
  return increments;
}

/** base + increments, as a new adjustment (the stored rows of a person after a correction). */
export function addIncrements(base: WeightAdjustment, increments: AdjustmentIncrements): AdjustmentIncrements {
  const merged: AdjustmentIncrements = new Map();
  for (const [feature, row] of base) merged.set(feature, new Map(row));
  for (const [feature, row] of increments) {
    const target = merged.get(feature) ?? new Map<string, number>();
    for (const [category, value] of row) target.set(category, round((target.get(category) ?? 0) + value));
    merged.set(feature, target);
  }
  return merged;
}
