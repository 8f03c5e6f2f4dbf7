import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { CATEGORY_MESSAGES } from '@garden/core';
import {
  CreateCategoryDocument,
  DeleteCategoryDocument,
  GardenCategoriesDocument,
  UpdateCategoryDocument,
} from '../../graphql/generated/graphql';
import { CategoryGarden } from './CategoryGarden';
import { serverDetail } from '../../shared/graphql-errors';

/** Other screens' category lists (active only, system only) are dropped so they load fresh after a change. */
function forgetOtherCategoryLists(cache: ApolloCache): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      categories: (existing: unknown, { storeFieldName, DELETE }) =>
        storeFieldName.includes('"includeInactive":true') ? existing : DELETE,
      systemCategories: (_existing: unknown, { DELETE }) => DELETE,
    },
  });
}

/** /categories: the Category Garden over GraphQL (every category of the user, dormant ones included). */
export function CategoryGardenPage() {
  const { data, loading, error, refetch } = useQuery(GardenCategoriesDocument, { notifyOnNetworkStatusChange: true });
  const [createCategory] = useMutation(CreateCategoryDocument, {
    update: (cache, result) => {
      const created = result.data?.createCategory;
      if (created) {
        cache.updateQuery({ query: GardenCategoriesDocument }, (current) =>
          current ? { categories: [...current.categories, created] } : current,
        );
      }
      forgetOtherCategoryLists(cache);
    },
  });
  const [updateCategory] = useMutation(UpdateCategoryDocument, { update: forgetOtherCategoryLists });
  const [deleteCategory] = useMutation(DeleteCategoryDocument, { update: forgetOtherCategoryLists });

  return (
    <CategoryGarden
      categories={data?.categories ?? []}
      loading={loading && !data}
      failed={Boolean(error) && !loading}
      onRetry={() => void refetch().catch(() => undefined)}
      onCreate={async (values) => {
        try {
          await createCategory({ variables: { input: values } });
        } catch (failure) {
          throw new Error(serverDetail(failure) ?? CATEGORY_MESSAGES.createFailed);
        }
      }}
      onUpdate={async (category, values) => {
        try {
          await updateCategory({ variables: { id: category.id, input: values } });
        } catch (failure) {
          throw new Error(serverDetail(failure) ?? CATEGORY_MESSAGES.updateFailed);
        }
      }}
      onMakeDormant={async (category) => {
        await deleteCategory({ variables: { id: category.id } });
      }}
      onReactivate={async (category) => {
        await updateCategory({ variables: { id: category.id, input: { isActive: true } } });
      }}
    />
  );
}
