// Loaded on first use (see load-login-rules.ts): zod is not needed to show the sign-in page.
import { loginBodySchema } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';

export { authResultSchema } from '@foyer/shared';

/** The sign-in form's one rule set: the email and password rules of the API's login body. */
export const loginFormResolver = zodResolver(loginBodySchema.pick({ email: true, password: true }));
