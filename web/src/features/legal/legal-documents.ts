export type LegalDocument = 'terms' | 'privacy';

export const LEGAL_TITLES: Record<LegalDocument, string> = { terms: 'Terms of Service', privacy: 'Privacy Policy' };
