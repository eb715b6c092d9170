import type { Role } from "../../core/auth";
import { hashPassword } from "../auth/password-hash";
import { insertPasswordUser } from "../auth/provision";
import { openSession } from "../auth/session-cookie";
import { type TestContext, uniqueEmail } from "./app";

/** The password every factory user gets unless a test picks its own. */
export const TEST_PASSWORD = "Balcony-Tram-Sofia-2026";

export type TestUser = { id: string; email: string; password: string; role: Role; name: string };

// argon2 at production strength takes ~70 ms: hash the shared password once per file.
let testPasswordHash: Promise<string> | undefined;
function hashFor(password: string): Promise<string> {
  if (password !== TEST_PASSWORD) return hashPassword(password);
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
}

type UserOptions = { email?: string; password?: string; name?: string; verified?: boolean };

/** A user straight in the database (verified unless told otherwise), with a profile row. */
export async function createUser(ctx: TestContext, role: Role, opts: UserOptions = {}): Promise<TestUser> {
  const email = (opts.email ?? uniqueEmail(role)).toLowerCase();
  const password = opts.password ?? TEST_PASSWORD;
  const name = opts.name ?? (role === "admin" ? "Ada Admin" : "Maria Member");
  const id = await insertPasswordUser(ctx.db, {
    email,
    name,
    passwordHash: await hashFor(password),
    role,
    emailVerified: opts.verified ?? true,
    now: ctx.clock.now(),
  });
  return { id, email, password, role, name };
}

export const createMember = (ctx: TestContext, opts?: UserOptions) => createUser(ctx, "member", opts);
export const createAdmin = (ctx: TestContext, opts?: UserOptions) => createUser(ctx, "admin", opts);

/**
 * Headers of a browser signed in as `user`: a fresh session cookie (no sign-in request, so
 * no rate limit and no 2FA) and our Origin, which cookie-carrying POSTs need.
 */
export async function signedInAs(ctx: TestContext, user: { id: string }): Promise<{ cookie: string; origin: string }> {
  const { header } = await openSession(ctx.app.auth, user.id);
  return { cookie: header, origin: ctx.config.publicUrl };
}

/** A contact request's reference for a row a test writes directly (the form's come from the series). */
export const testContactReference = () => `C-test-${crypto.randomUUID()}`;

/** The operator and two members, Alice and Bob, each signed in: the users and their session cookies. */
export async function operatorAliceBob(ctx: TestContext) {
  const [admin, alice, bob] = [await createAdmin(ctx), await createMember(ctx), await createMember(ctx)];
  const cookieOf = async (u: { id: string }) => (await signedInAs(ctx, u)).cookie;
  return { admin, alice, bob, adminCookie: await cookieOf(admin), aliceCookie: await cookieOf(alice), bobCookie: await cookieOf(bob) };
}
