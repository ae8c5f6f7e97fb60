// The account forms' schemas (and zod with them) come at the person's first tap or key, not with
// the login page's first screen (decision 020); `useZodForm` takes these loaders.
const accountSchemas = () => import('@horno/domain/auth');

export const loginSchema = () => accountSchemas().then((m) => m.LoginSchema);
export const registerSchema = () => accountSchemas().then((m) => m.RegisterSchema);
