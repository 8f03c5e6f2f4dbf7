import { createElement } from 'react';

interface PieProps {
  series: { data: { id: string; label: string; value: number; color: string }[]; innerRadius?: number }[];
}

/**
 * jsdom cannot draw MUI's charts (they measure their SVG), so a test mocks '@mui/x-charts/PieChart' with this
 * module, read in the mock's factory with jest.requireActual (see assets.test.tsx): a list of the slices as
 * "label: value" (the value as `valueText` writes it) with each slice's colour, and the ring's inner radius on
 * the list.
 */
export const pieChartModule = (valueText: (value: number) => string) => ({
  PieChart: ({ series }: PieProps) =>
    createElement(
      'ul',
      { 'data-testid': 'pie', 'data-inner-radius': series[0]?.innerRadius },
      (series[0]?.data ?? []).map((slice) =>
        createElement('li', { key: slice.id, 'data-color': slice.color }, `${slice.label}: ${valueText(slice.value)}`),
      ),
    ),
});
