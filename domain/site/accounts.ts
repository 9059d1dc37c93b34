// The administrators' accounts (docs/product.md, "Administrators"): the password rules and the
// invitation's lifetime. Apart from ./login.ts, whose limits every public page's texts carry.

/**
 * An administrator's password: at least `minLength` characters (the rule since the first
 * administrator); at most `maxLength`, which the sign-in form takes too: a longer text is no
 * password anyone types, and hashing it would cost the server its length.
 */
export const PASSWORD_RULES = { minLength: 8, maxLength: 1000 } as const;

/** A second administrator's invitation is a link valid this many hours, taken once. */
export const INVITATION_HOURS = 48;
