/**
 * What Strapi's admin fetch client throws (`FetchError`): the HTTP status, and the server's
 * `{ error: { message } }` body when there is one. Read structurally, so tests need not build a FetchError.
 */
interface FetchErrorLike {
  status?: number;
  message?: string;
  response?: { data?: { error?: { message?: string; details?: { code?: unknown } } } };
}

/** The HTTP status of a failed admin request, if the error carries one. */
export const errorStatus = (caught: unknown): number | undefined => (caught as FetchErrorLike)?.status;

/** The message of the server's `{ error }` body, if it sent one (Strapi's routes write it in English). */
export const sentMessage = (caught: unknown): string | undefined =>
  (caught as FetchErrorLike)?.response?.data?.error?.message;

/** Whether the server refused the request for want of a permission (a policy answers 403). */
export const isForbidden = (caught: unknown): boolean => errorStatus(caught) === 403;

/** The code the plugin's server gives a refusal (`error.details.code`, e.g. `not_published`), if any. */
export const errorCode = (caught: unknown): string | undefined => {
  const code = (caught as FetchErrorLike)?.response?.data?.error?.details?.code;
  return typeof code === 'string' ? code : undefined;
};
