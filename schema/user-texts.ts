/** Form texts shared by the server's validation messages and the web forms (no zod here: the SPA's first load stays small). */
export const USERNAME_HINT = "3-20 characters, lowercase letters, numbers, hyphens, and underscores only";
export const PASSWORD_HINT = "At least 6 characters";
export const USERNAME_PATTERN = /^[a-z0-9_-]{3,20}$/;
