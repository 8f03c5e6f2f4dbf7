import { PieChart } from '@mui/x-charts/PieChart';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CategorySpendingFieldsFragment } from '../../graphql/generated/graphql';
import { chartColour, chartNumber, money } from './reports-model';

/** A category row's key: its id, or the name for a row without one. */
export const rowKey = (row: CategorySpendingFieldsFragment): string => row.categoryId ?? `name:${row.categoryName}`;

/** Category Breakdown: the doughnut of expenses by category and the category list; picking one selects it. */
export function CategoryBreakdownCard({
  rows,
  total,
  selected,
  onSelect,
}: {
  rows: CategorySpendingFieldsFragment[];
  total: string;
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  const data = rows.map((row, index) => ({
    id: rowKey(row),
    value: chartNumber(row.spent),
    label: `${row.categoryIcon ?? '🌾'} ${row.categoryName}`,
    color: chartColour(index),
  }));
  return (
    <Card component="section" aria-labelledby="category-breakdown-title">
      <CardContent>
        <Typography id="category-breakdown-title" variant="h5" component="h2" gutterBottom>
          🌻 Category Breakdown
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3 }}>
            No expenses sprouted in this season yet.
          </Typography>
        ) : (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems={{ xs: 'stretch', md: 'center' }}>
            <Box
              sx={{ position: 'relative', width: { xs: '100%', md: 280 }, height: 280, flexShrink: 0 }}
              data-testid="category-doughnut"
              role="img"
              aria-label={`Doughnut chart of ${rows.length} categories, ${money(total)} in all`}
            >
              <PieChart
                height={280}
                hideLegend
                series={[
                  {
                    data,
                    innerRadius: 70,
                    outerRadius: 125,
                    paddingAngle: 1.5,
                    cornerRadius: 4,
                    highlightScope: { fade: 'global', highlight: 'item' },
                    valueFormatter: (item) => `$${item.value.toFixed(2)}`,
                  },
                ]}
                margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
                onItemClick={(_event, item) => {
                  const row = rows[item.dataIndex];
                  if (row) onSelect(rowKey(row));
                }}
              />
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  pointerEvents: 'none',
                }}
              >
                <Typography variant="body2" color="text.secondary">
                  Total spent
                </Typography>
                <Typography variant="h6" fontWeight={800} data-testid="breakdown-total">
                  {money(total)}
                </Typography>
              </Box>
            </Box>
            <List aria-label="Categories" dense sx={{ flex: 1, minWidth: 0 }}>
              {rows.map((row, index) => {
                const key = rowKey(row);
                return (
                  <ListItemButton
                    key={key}
                    selected={key === selected}
                    onClick={() => onSelect(key)}
                    aria-label={`${row.categoryName} ${money(row.spent)} ${row.percentage}%`}
                    sx={{ borderRadius: 2, mb: 0.5, display: 'block' }}
                  >
                    <Stack direction="row" alignItems="center" spacing={1}>
                      <Box
                        aria-hidden
                        sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: chartColour(index), flexShrink: 0 }}
                      />
                      <Typography sx={{ flex: 1, minWidth: 0 }} noWrap fontWeight={600}>
                        {row.categoryIcon ?? '🌾'} {row.categoryName}
                      </Typography>
                      <Typography fontWeight={800}>{money(row.spent)}</Typography>
                      <Typography color="text.secondary" sx={{ width: 64, textAlign: 'right' }}>
                        {row.percentage.toFixed(2)}%
                      </Typography>
                    </Stack>
                    <LinearProgress
                      variant="determinate"
                      value={Math.min(100, row.percentage)}
                      aria-hidden
                      sx={{
                        mt: 0.5,
                        height: 5,
                        borderRadius: 3,
                        bgcolor: 'rgba(47,125,59,0.08)',
                        '& .MuiLinearProgress-bar': { bgcolor: chartColour(index) },
                      }}
                    />
                  </ListItemButton>
                );
              })}
            </List>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
