/**
 * Held-out bank statements: an independent generator, written from the format guide and the real example
 * only, draws each supported layout with its own wording, positions, fonts, masks and page furniture.
 * Every statement carries its ground truth; nothing here reads or imitates the parsers.
 */
import type { HeldOutStatement } from './model';
import { deriveSeed } from './rng';
import { dbsAccount, ocbcAccount, uobAccount } from './sg-accounts';
import {
  citibankCredit,
  dbsCredit,
  hsbcCredit,
  maybankCredit,
  ocbcCredit,
  standardCharteredCredit,
  trustCredit,
  uobCredit,
} from './sg-cards';
import { boaChecking, boaCredit, chaseChecking, chaseCredit } from './us';

export type { ExpectedRow, ExpectedStatement, HeldOutStatement } from './model';
export { normaliseDescription } from './model';

type Draw = (seed: number, mismatch: boolean) => Promise<HeldOutStatement>;

export const HELDOUT_LAYOUTS: Readonly<Record<string, Draw>> = {
  'dbs-credit': dbsCredit,
  'dbs-account': dbsAccount,
  'ocbc-credit': ocbcCredit,
  'ocbc-account': ocbcAccount,
  'uob-credit': uobCredit,
  'uob-account': uobAccount,
  'citibank-credit': citibankCredit,
  'hsbc-credit': hsbcCredit,
  'standard-chartered-credit': standardCharteredCredit,
  'maybank-credit': maybankCredit,
  'trust-credit': trustCredit,
  'boa-credit': boaCredit,
  'boa-checking': boaChecking,
  'chase-credit': chaseCredit,
  'chase-checking': chaseChecking,
};

export const DEFAULT_HELDOUT_SEED = 20261127;

/** Which statement of a layout's list is drawn not to reconcile: one in six. */
export const MISMATCH_EVERY = 6;

/**
 * Draws statement `index` of a layout for a base seed. Statement `index` is deterministic per (seed, layout,
 * index); every sixth one (index 3, 9, ...) has one printed amount altered and must come out "needs review".
 */
export function drawHeldOut(layout: string, baseSeed: number, index: number): Promise<HeldOutStatement> {
  const draw = HELDOUT_LAYOUTS[layout];
  if (!draw) throw new Error(`unknown held-out layout ${layout}`);
  return draw(deriveSeed(baseSeed, layout, index), index % MISMATCH_EVERY === 3);
}
