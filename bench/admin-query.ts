import pg from "pg";

/** One statement on its own connection (create or drop a bench's throw-away database). */
export async function adminQuery(server: string, q: string): Promise<void> {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  try {
    await c.query(q);
  } finally {
    await c.end();
  }
}
