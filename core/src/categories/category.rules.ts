import { z } from 'zod';
import { hexColourSchema, requiredTextSchema } from '../validation/field-schemas';

/** A new category is a leaf, garden green and active unless the user says otherwise. */
export const CATEGORY_DEFAULTS = { icon: '🌿', color: '#22C55E', isActive: true } as const;

export const CATEGORY_NAME_MAX = 50;
export const CATEGORY_ICON_MAX = 16;

/** The messages a user sees about categories, word for word as specified. */
export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required',
  nameTooLong: `Category name must be ${CATEGORY_NAME_MAX} characters or less`,
  iconRequired: 'Please choose an icon',
  iconTooLong: 'Please choose a single emoji as the icon',
  colorInvalid: 'Colour must be a hex colour such as #22C55E',
  activeInvalid: 'is_active must be true or false',
  loadFailed: "We couldn't load your categories. Please check your internet connection and try again.",
  createFailed: 'Failed to create category. Please try again.',
  updateFailed: 'Failed to update category. Please try again.',
  saveFailed: 'Failed to save category. Please try again.',
} as const;

/** About 50 icon choices for the category picker, the default leaf first. */
// prettier-ignore
export const CATEGORY_ICONS = [
  '🌿', '🌱', '🌳', '🌻', '🌷', '🌸', '🍀', '🍄', '🌵', '🌾',
  '🍜', '🍔', '🍕', '☕', '🍺', '🛒', '🥦', '🍎', '🍰', '🍱',
  '🚇', '🚗', '🚕', '🚲', '⛽', '✈️', '🏨', '🏖️', '🏠', '💡',
  '📱', '💻', '🎬', '🎮', '🎵', '📚', '🎓', '🩺', '💊', '🏋️',
  '💇', '👗', '👟', '🛍️', '🎁', '🐶', '👶', '💰', '💳', '📈',
] as const;

/** 20 preset colours for the category picker, the default green first. */
// prettier-ignore
export const CATEGORY_COLORS = [
  '#22C55E', '#16A34A', '#84CC16', '#10B981', '#14B8A6',
  '#06B6D4', '#0EA5E9', '#3B82F6', '#6366F1', '#8B5CF6',
  '#A855F7', '#D946EF', '#EC4899', '#F43F5E', '#EF4444',
  '#F97316', '#F59E0B', '#EAB308', '#78716C', '#64748B',
] as const;

export const categoryNameSchema = requiredTextSchema(CATEGORY_MESSAGES.nameRequired, {
  max: CATEGORY_NAME_MAX,
  tooLong: CATEGORY_MESSAGES.nameTooLong,
});

export const categoryIconSchema = requiredTextSchema(CATEGORY_MESSAGES.iconRequired, {
  max: CATEGORY_ICON_MAX,
  tooLong: CATEGORY_MESSAGES.iconTooLong,
});

/** Hex colours are kept upper case, as the presets and system categories are. */
export const categoryColorSchema = hexColourSchema(CATEGORY_MESSAGES.colorInvalid);

const activeSchema = z.boolean({ error: CATEGORY_MESSAGES.activeInvalid });

/** A new category (REST body, snake_case): name required; icon, colour and active flag default. Null means default. */
export const categoryCreateSchema = z
  .object({
    name: categoryNameSchema,
    icon: categoryIconSchema.nullish().transform((value) => value ?? CATEGORY_DEFAULTS.icon),
    color: categoryColorSchema.nullish().transform((value) => value ?? CATEGORY_DEFAULTS.color),
    is_active: activeSchema.nullish().transform((value) => value ?? CATEGORY_DEFAULTS.isActive),
  })
  .strict();

/** A change to a category: absent (or null) fields stay as they are; is_active true reactivates a dormant one. */
export const categoryUpdateSchema = z
  .object({
    name: categoryNameSchema.nullish().transform((value) => value ?? undefined),
    icon: categoryIconSchema.nullish().transform((value) => value ?? undefined),
    color: categoryColorSchema.nullish().transform((value) => value ?? undefined),
    is_active: activeSchema.nullish().transform((value) => value ?? undefined),
  })
  .strict();

export type CategoryCreate = z.output<typeof categoryCreateSchema>;
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

/** Names compare without case or surrounding/repeated spaces: "Pet  care" and "pet care" are the same category. */
export function categoryNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}
