import { getContrastRatio } from '@mui/material/styles';
import { gardenTheme } from './theme';

describe('garden theme', () => {
  it('keeps the text of filled badges, buttons and alerts at 4.5:1 or more against their colour', () => {
    const { palette } = gardenTheme;
    for (const colour of [palette.primary, palette.secondary, palette.success, palette.warning, palette.error]) {
      expect(getContrastRatio(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
    }
    // Gains and losses are coloured text on white cards.
    expect(getContrastRatio(palette.success.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.error.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });
});
