import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CATEGORY_COLORS, CATEGORY_ICONS } from '@garden/core';
import { CategoryGarden, type CategoryGardenProps } from './CategoryGarden';
import { CategoryDialog } from './CategoryDialog';
import type { GardenCategory } from './category-filters';

const category = (overrides: Partial<GardenCategory> & { name: string }): GardenCategory => ({
  id: overrides.name.toLowerCase().replace(/\W+/g, '-'),
  icon: '🌿',
  color: '#22C55E',
  isActive: true,
  isSystem: false,
  ...overrides,
});

const CATEGORIES = [
  category({ name: 'Groceries', icon: '🛒', color: '#84CC16', isSystem: true }),
  category({ name: 'Transport', icon: '🚇', color: '#3B82F6', isSystem: true }),
  category({ name: 'Old System', isSystem: true, isActive: false }),
  category({ name: 'Pet Care', icon: '🐶' }),
  category({ name: 'Hobbies', icon: '🎮', color: '#A855F7' }),
  category({ name: 'Old Gym', icon: '🏋️', isActive: false }),
];

function renderGarden(overrides: Partial<CategoryGardenProps> = {}) {
  const props: CategoryGardenProps = {
    categories: CATEGORIES,
    loading: false,
    failed: false,
    onRetry: jest.fn(),
    onCreate: jest.fn(() => Promise.resolve()),
    onUpdate: jest.fn(() => Promise.resolve()),
    onMakeDormant: jest.fn(() => Promise.resolve()),
    onReactivate: jest.fn(() => Promise.resolve()),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <CategoryGarden {...props} />
    </MemoryRouter>,
  );
  return props;
}

const cardNames = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
const statusToggle = () => screen.queryByRole('group', { name: 'Category status' });

describe('Category Garden filters', () => {
  it('shows the user’s active categories under All, excluding system ones, and their dormant ones under Dormant', async () => {
    renderGarden();
    expect(screen.getByRole('heading', { name: 'Category Garden' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Hobbies', 'Pet Care']);
    expect(screen.getByRole('region', { name: 'My Categories' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'System Categories' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '💤 Dormant' }));
    expect(cardNames()).toEqual(['Old Gym']);
    await userEvent.click(screen.getByRole('tab', { name: 'My Categories' }));
    expect(cardNames()).toEqual(['Old Gym']);
    await userEvent.click(screen.getByRole('button', { name: '🌿 Active' }));
    expect(cardNames()).toEqual(['Hobbies', 'Pet Care']);
  });

  it('lists only active system categories on the System tab, hides the status toggle and resets Dormant to Active', async () => {
    renderGarden();
    await userEvent.click(screen.getByRole('button', { name: '💤 Dormant' }));
    expect(statusToggle()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'System' }));
    expect(statusToggle()).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Groceries', 'Transport']);
    expect(screen.getByRole('region', { name: 'System Categories' })).toBeInTheDocument();
    // Back on All, the status is Active again (System reset it).
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByRole('button', { name: '🌿 Active' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Hobbies', 'Pet Care']);
  });

  it('searches by name and shows an empty state per filter', async () => {
    renderGarden();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search categories' }), 'pet');
    expect(cardNames()).toEqual(['Pet Care']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search categories' }), 'unia');
    expect(screen.getByText('No matching categories')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(cardNames()).toEqual(['Hobbies', 'Pet Care']);
  });

  it('invites a first planting when the user has none, and says so for an empty Dormant view', async () => {
    const system = CATEGORIES.filter((item) => item.isSystem);
    renderGarden({ categories: system });
    expect(screen.getByText('No categories of your own yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Plant New Category' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '💤 Dormant' }));
    expect(screen.getByText('No dormant categories')).toBeInTheDocument();
  });

  it('points All to the system categories it leaves out, empty or not', async () => {
    const system = CATEGORIES.filter((item) => item.isSystem && item.isActive);
    renderGarden({ categories: CATEGORIES.filter((item) => item.isSystem) });
    expect(
      screen.getByText(`Your ${system.length} system categories are ready to use in the System tab.`, { exact: false }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Show the ${system.length} system categories` }));
    expect(screen.getByRole('tab', { name: 'System' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(system.map((item) => item.name).sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('says where the system categories are when All lists only the person’s own', () => {
    renderGarden();
    expect(screen.getByText(/All shows the categories you planted/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Show the \d+ system categories/ })).toBeInTheDocument();
  });

  it('shows the load error with a reconnect retry', async () => {
    const props = renderGarden({ failed: true, categories: [] });
    expect(
      screen.getByText("We couldn't load your categories. Please check your internet connection and try again."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('draws skeleton cards while the garden loads', () => {
    renderGarden({ loading: true, categories: [] });
    expect(screen.getAllByTestId('category-skeleton').length).toBeGreaterThan(0);
    expect(cardNames()).toEqual([]);
  });
});

describe('category cards', () => {
  it('marks system cards as protected with no edit or dormant actions', async () => {
    renderGarden();
    await userEvent.click(screen.getByRole('tab', { name: 'System' }));
    const groceries = screen.getByRole('article', { name: 'Groceries' });
    expect(within(groceries).getByText('Protected category')).toBeInTheDocument();
    expect(within(groceries).queryAllByRole('button')).toHaveLength(0);
  });

  it('asks before making a category dormant, then makes it dormant; failures are only logged', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const props = renderGarden({ onMakeDormant: failing });
    await userEvent.click(screen.getByRole('button', { name: 'Make Pet Care dormant' }));
    const dialog = screen.getByRole('dialog', { name: 'Make this category dormant?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Active' }));
    await waitForElementToBeRemoved(dialog);
    expect(props.onMakeDormant).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Make Pet Care dormant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make Dormant' }));
    expect(failing).toHaveBeenCalledWith(expect.objectContaining({ name: 'Pet Care' }));
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('reactivates a dormant category from its card', async () => {
    const props = renderGarden();
    await userEvent.click(screen.getByRole('button', { name: '💤 Dormant' }));
    expect(within(screen.getByRole('article', { name: 'Old Gym' })).getByText('Dormant')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reactivate Old Gym' }));
    expect(props.onReactivate).toHaveBeenCalledWith(expect.objectContaining({ id: 'old-gym' }));
  });
});

describe('the category modal', () => {
  it('plants with the defaults: leaf icon, #22C55E and active; about 50 icons and 20 colours', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    render(<CategoryDialog open category={null} onClose={jest.fn()} onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: 'Plant New Category' })).toBeInTheDocument();
    const icons = within(screen.getByRole('group', { name: 'Icon' })).getAllByRole('button');
    const colours = within(screen.getByRole('group', { name: 'Colour' })).getAllByRole('button');
    expect(icons).toHaveLength(CATEGORY_ICONS.length);
    expect(CATEGORY_ICONS.length).toBeGreaterThanOrEqual(45);
    expect(colours).toHaveLength(20);
    expect(new Set(CATEGORY_COLORS).size).toBe(20);
    expect(screen.getByRole('button', { name: 'Icon 🌿' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Colour #22C55E' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('switch', { name: /Active/ })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Plant Category' }));
    expect(screen.getByText('Category name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Category Name' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Plant Category' }));
    expect(screen.getByText('Category name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Category Name' }), ' Pet Care ');
    await userEvent.click(screen.getByRole('button', { name: 'Plant Category' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Pet Care', icon: '🌿', color: '#22C55E', isActive: true });
  });

  it('edits an existing category with its values and shows the save error it is given, or the fallback', async () => {
    const onSubmit = jest
      .fn<Promise<void>, [unknown]>()
      .mockRejectedValueOnce(new Error('You already have a category named "Hobbies"'))
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValueOnce(undefined);
    render(
      <CategoryDialog
        open
        category={category({ name: 'Pet Care', icon: '🐶', color: '#EC4899' })}
        onClose={jest.fn()}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Edit Category' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Category Name' })).toHaveValue('Pet Care');
    expect(screen.getByRole('button', { name: 'Icon 🐶' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Colour #EC4899' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Icon 🎮' }));
    await userEvent.click(screen.getByRole('button', { name: 'Colour #A855F7' }));
    await userEvent.click(screen.getByRole('switch', { name: /Active/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a category named "Hobbies"');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save category. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Pet Care', icon: '🎮', color: '#A855F7', isActive: false });
  });

  it('shows the page’s create error from the server detail in the open modal', async () => {
    renderGarden({ onCreate: () => Promise.reject(new Error('Failed to create category. Please try again.')) });
    await userEvent.click(screen.getAllByRole('button', { name: 'Plant New Category' })[0]!);
    await userEvent.type(screen.getByRole('textbox', { name: 'Category Name' }), 'Books');
    await userEvent.click(screen.getByRole('button', { name: 'Plant Category' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create category. Please try again.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
