/**
 * Account feature of the 上海汽车报 reader: login and the no-permission screen. The shell mounts the
 * screens through `@shqcb/account/routes`.
 */
export { validateLoginForm, validatePhone } from './screens/login/validateLogin.ts';
export type { LoginErrors, LoginForm } from './screens/login/validateLogin.ts';
export { useCountdown } from './screens/login/useCountdown.ts';
export { routes } from './routes.ts';
