/** Row actions on a phone: at least 44 x 44 px to touch (WCAG 2.5.5); desktop keeps the compact size. */
export const PHONE_TOUCH_TARGET = { minWidth: { xs: 44, sm: 0 }, minHeight: { xs: 44, sm: 0 } } as const;
