const PALETTE = [
  '#2f7d3b',
  '#c98b2b',
  '#3b82f6',
  '#a855f7',
  '#ec4899',
  '#0891b2',
  '#d97706',
  '#16a34a',
  '#6366f1',
  '#b45309',
];

/** The same name always gets the same colour. */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0]!;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}
