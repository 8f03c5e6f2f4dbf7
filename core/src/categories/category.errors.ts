import { domainErrorClass, errorMessage, type ErrorDetails, type ErrorMessages } from '../errors/domain-error';

/** Category failures by code, beyond the field rules of the category schemas. */
const CATEGORY_ERROR_MESSAGES = {
  NOT_FOUND: 'Category not found',
  SYSTEM_PROTECTED: 'System categories are protected and cannot be edited',
  SYSTEM_NO_DORMANT: 'System categories are protected and cannot be made dormant',
  DUPLICATE: (name: string): string => `You already have a category named "${name}"`,
  DUPLICATE_DORMANT: (name: string): string =>
    `You already have a dormant category named "${name}". Reactivate it instead of planting a new one.`,
  DUPLICATE_SYSTEM: (name: string): string => `"${name}" is a system category. Please choose another name.`,
} as const satisfies ErrorMessages;

export type CategoryErrorCode = keyof typeof CATEGORY_ERROR_MESSAGES;

/** The words a person reads for a code. */
export function categoryMessage<Code extends CategoryErrorCode>(
  code: Code,
  ...details: ErrorDetails<typeof CATEGORY_ERROR_MESSAGES, Code>
): string {
  return errorMessage(CATEGORY_ERROR_MESSAGES, code, ...details);
}

/** The form field each failure is shown by, where it is about one. */
const CATEGORY_ERROR_FIELDS: Partial<Record<CategoryErrorCode, string>> = {
  DUPLICATE: 'name',
  DUPLICATE_DORMANT: 'name',
  DUPLICATE_SYSTEM: 'name',
};

const CategoryErrorBase = domainErrorClass('categories', CATEGORY_ERROR_MESSAGES, CATEGORY_ERROR_FIELDS);

export class CategoryError<Code extends CategoryErrorCode = CategoryErrorCode> extends CategoryErrorBase<Code> {}
