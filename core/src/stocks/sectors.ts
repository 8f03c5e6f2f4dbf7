/**
 * The spec's sector names and how the securities list's GICS sectors map onto them.
 * 'Other' is the default for anything unknown or missing.
 */
export const SECTORS = [
  'Technology',
  'Financials',
  'Healthcare',
  'Consumer Discretionary',
  'Consumer Staples',
  'Energy',
  'Real Estate',
  'Diversified',
  'Other',
] as const;
export type Sector = (typeof SECTORS)[number];

export const DEFAULT_SECTOR: Sector = 'Other';

/** One colour per sector, for the Sectors pie and any sector chip; Other is a neutral grey. */
export const SECTOR_COLORS: Record<Sector, string> = {
  Technology: '#3B82F6',
  Financials: '#10B981',
  Healthcare: '#EF4444',
  'Consumer Discretionary': '#F59E0B',
  'Consumer Staples': '#84CC16',
  Energy: '#F97316',
  'Real Estate': '#8B5CF6',
  Diversified: '#06B6D4',
  Other: '#6B7280',
};

/**
 * GICS sector -> spec sector. Communication Services joins Technology; Industrials, Materials and Utilities
 * have no sector of their own in the spec, so they are Other (the fallback, not listed here).
 */
const GICS_TO_SECTOR: Record<string, Sector> = {
  'information technology': 'Technology',
  'communication services': 'Technology',
  financials: 'Financials',
  'health care': 'Healthcare',
  'consumer discretionary': 'Consumer Discretionary',
  'consumer staples': 'Consumer Staples',
  energy: 'Energy',
  'real estate': 'Real Estate',
};

/** The spec sector of a GICS sector name; unknown or missing -> Other. */
export function sectorFromGics(gicsSector: string | null | undefined): Sector {
  return GICS_TO_SECTOR[(gicsSector ?? '').trim().toLowerCase()] ?? DEFAULT_SECTOR;
}

export function isSector(name: string): name is Sector {
  return (SECTORS as readonly string[]).includes(name);
}

/** A stored sector as one of the spec's names (anything else, or nothing, is Other). */
export function sectorOf(name: string | null | undefined): Sector {
  return name && isSector(name) ? name : DEFAULT_SECTOR;
}

/** The colour of a sector; unknown names take Other's colour. */
export function sectorColor(name: string | null | undefined): string {
  return SECTOR_COLORS[sectorOf(name)];
}
