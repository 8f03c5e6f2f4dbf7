import type { CategoryFieldsFragment } from '../../graphql/generated/graphql';
export type CategoryType = 'all' | 'system' | 'custom';
export type CategoryStatus = 'active' | 'dormant';

/** A category of the garden (the generated fragment type of categories.graphql). */
export type GardenCategory = CategoryFieldsFragment;

export interface CategoryFilter {
  type: CategoryType;
  status: CategoryStatus;
  search: string;
}

export const TYPE_TABS: { value: CategoryType; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'system', label: 'System' },
  { value: 'custom', label: 'My Categories' },
];

/** Choosing System while Dormant is shown resets the status to Active. */
export function withType(filter: CategoryFilter, type: CategoryType): CategoryFilter {
  return { ...filter, type, status: type === 'system' ? 'active' : filter.status };
}

/** The status toggle only exists outside the System tab. */
export const showsStatusToggle = (type: CategoryType): boolean => type !== 'system';

/**
 * The System tab lists only active system categories; the All and Dormant views (and
 * My Categories) exclude system categories and show the user's own with the chosen status. Search matches names.
 */
export function visibleCategories<T extends GardenCategory>(categories: readonly T[], filter: CategoryFilter): T[] {
  const term = filter.search.trim().toLocaleLowerCase('en');
  return categories
    .filter((category) =>
      filter.type === 'system'
        ? category.isSystem && category.isActive
        : !category.isSystem && category.isActive === (filter.status === 'active'),
    )
    .filter((category) => term === '' || category.name.toLocaleLowerCase('en').includes(term))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** Cards grouped as the page shows them: own categories first, then system ones; empty groups are left out. */
export function groupCategories<T extends GardenCategory>(categories: readonly T[]): { title: string; items: T[] }[] {
  return [
    { title: 'My Categories', items: categories.filter((category) => !category.isSystem) },
    { title: 'System Categories', items: categories.filter((category) => category.isSystem) },
  ].filter((group) => group.items.length > 0);
}

/** How many active system categories there are: the All view points to them, since the spec keeps them out of it. */
export const activeSystemCount = (categories: readonly GardenCategory[]): number =>
  categories.filter((category) => category.isSystem && category.isActive).length;

/** What the empty garden says for the current filter. */
export function emptyMessage(
  filter: CategoryFilter,
  systemCount = 0,
): { title: string; text: string; canPlant: boolean } {
  if (filter.search.trim() !== '') {
    return {
      title: 'No matching categories',
      text: `Nothing in this view matches "${filter.search.trim()}". Try another name or clear the search.`,
      canPlant: false,
    };
  }
  if (filter.type === 'system') {
    return { title: 'No system categories', text: 'The shared system categories could not be found.', canPlant: false };
  }
  if (filter.status === 'dormant') {
    return {
      title: 'No dormant categories',
      text: 'Categories you make dormant rest here until you reactivate them.',
      canPlant: false,
    };
  }
  const system =
    systemCount > 0
      ? `Your ${systemCount} system categories are ready to use in the System tab.`
      : 'System categories are in the System tab.';
  return {
    title: 'No categories of your own yet',
    text: `${system} Plant your own to sort spending your way.`,
    canPlant: true,
  };
}
