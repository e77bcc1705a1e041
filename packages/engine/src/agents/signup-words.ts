/**
 * The submit texts of sign-up and registration forms, by language, in lower case: a form that asks for a new
 * password to open an account is the page's content, not a login wall in front of it. Each entry matches at the
 * start of the button's text ("Sign up free", "Create your account").
 */
export const SIGNUP_SUBMIT_BY_LANGUAGE: Record<string, readonly string[]> = {
  en: [
    'sign up',
    'signup',
    'register',
    'create account',
    'create an account',
    'create my account',
    'create your account',
    'start free trial',
    'start your free trial',
    'start my free trial',
    'start trial',
    'try it free',
    'try for free',
    'join now',
    'join free',
    'join for free',
    'get started',
  ],
  de: ['registrieren', 'jetzt registrieren', 'konto erstellen', 'konto anlegen', 'kostenlos testen'],
  fr: ["s'inscrire", 'inscription', 'créer un compte', 'créer mon compte', 'essai gratuit'],
  es: ['registrarse', 'regístrate', 'crear cuenta', 'crear una cuenta', 'prueba gratis'],
  it: ['registrati', 'iscriviti', 'crea account', 'crea un account', 'prova gratis'],
  nl: ['registreren', 'registreer', 'account aanmaken', 'maak een account', 'gratis proberen'],
  pl: ['zarejestruj', 'załóż konto', 'utwórz konto'],
  pt: ['cadastre-se', 'cadastrar', 'registrar', 'criar conta', 'criar uma conta', 'teste grátis'],
};

/** Paths a sign-up form posts to (`/signup`, `/users/sign_up`, `/register`, `/join`, `/registrieren`). */
export const SIGNUP_ACTION =
  /\/(?:sign[-_]?up|register|registration|registrieren|inscription|registro|registrati|join|create[-_]account|users\/new|trial)(?:[/?#.]|$)/i;
