import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { BUDGET_MESSAGES } from '@garden/core';
import {
  BudgetCategoriesDocument,
  BudgetSpendingDocument,
  CreateBudgetDocument,
  DeleteBudgetDocument,
  UpdateBudgetDocument,
} from '../../graphql/generated/graphql';
import { serverDetail } from '../../shared/graphql-errors';
import { BudgetGarden } from './BudgetGarden';

/** After any change the spending list is read again, so bars and states come from the server. */
const REFRESH = { refetchQueries: [BudgetSpendingDocument], awaitRefetchQueries: true };

/** /budgets over GraphQL: spending per budget in its current period (fresh on every visit) and the budget calls. */
export function BudgetsPage() {
  const { data, loading, error, refetch } = useQuery(BudgetSpendingDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [loadCategories, categories] = useLazyQuery(BudgetCategoriesDocument, { fetchPolicy: 'cache-and-network' });
  const [createBudget] = useMutation(CreateBudgetDocument, REFRESH);
  const [updateBudget] = useMutation(UpdateBudgetDocument, REFRESH);
  const [deleteBudget] = useMutation(DeleteBudgetDocument, REFRESH);

  return (
    <BudgetGarden
      budgets={data?.budgetSpending ?? []}
      loading={loading && !data}
      failed={Boolean(error) && !loading}
      onRetry={() => void refetch().catch(() => undefined)}
      categories={categories.data?.budgetCategories ?? []}
      categoriesLoading={categories.loading}
      categoriesFailed={Boolean(categories.error)}
      onOpenEditor={() => void loadCategories().catch(() => undefined)}
      onCreate={async (values) => {
        try {
          await createBudget({ variables: { input: values } });
        } catch (failure) {
          throw new Error(serverDetail(failure) ?? BUDGET_MESSAGES.saveFailed);
        }
      }}
      onUpdate={async (budget, values) => {
        try {
          await updateBudget({ variables: { id: budget.id, input: values } });
        } catch (failure) {
          throw new Error(serverDetail(failure) ?? BUDGET_MESSAGES.saveFailed);
        }
      }}
      onDelete={async (budget) => {
        await deleteBudget({ variables: { id: budget.id } });
      }}
    />
  );
}
