// biome-ignore lint/suspicious/noExplicitAny: admin responses are checked field by field in the tests
type Json = any;

/** A tiny client for Strapi's admin HTTP API, as the admin UI itself calls it. */
export interface AdminSession {
  token: string;
  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }>;
}

async function call(base: string, token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: Json = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, body: parsed };
}

function session(base: string, token: string): AdminSession {
  return { token, request: (method, path, body) => call(base, token, method, path, body) };
}

export const SUPER_ADMIN = { email: 'admin@example.com', password: 'GeoAudit-Admin-1' };

/** Registers the first (super) admin; Strapi creates the default Editor and Author roles with it. */
export async function registerSuperAdmin(base: string): Promise<AdminSession> {
  const { status, body } = await call(base, null, 'POST', '/admin/register-admin', {
    firstname: 'Ada',
    lastname: 'Admin',
    ...SUPER_ADMIN,
  });
  if (status !== 200 && status !== 201) throw new Error(`register-admin: ${status} ${JSON.stringify(body)}`);
  return session(base, body.data.token);
}

/** Creates an active admin user with the named role (e.g. "Editor") and logs them in. */
export async function createUserWithRole(admin: AdminSession, base: string, roleName: string) {
  const roles = await admin.request('GET', '/admin/roles');
  const role = (roles.body.data as { id: number; name: string }[]).find((r) => r.name === roleName);
  if (!role) throw new Error(`No role named ${roleName}`);
  const email = `${roleName.toLowerCase()}@example.com`;
  const created = await admin.request('POST', '/admin/users', {
    firstname: roleName,
    lastname: 'User',
    email,
    roles: [role.id],
  });
  if (created.status >= 300)
    throw new Error(`create user: ${created.status} ${JSON.stringify(created.body)}`);
  const registered = await call(base, null, 'POST', '/admin/register', {
    registrationToken: created.body.data.registrationToken,
    userInfo: { firstname: roleName, lastname: 'User', password: 'GeoAudit-User-1' },
  });
  if (registered.status >= 300)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  return session(base, registered.body.data.token);
}
