/**
 * Calls made in the same turn of the event loop, loaded together: `load` gets every key asked
 * for in that turn and answers one value per key, in order. The live streams use it so that a
 * wake-up reaching a thousand streams at once costs a few queries, not thousands. A failed load fails each of its callers.
 */
export function batched<K, V>(load: (keys: K[]) => Promise<V[]>): (key: K) => Promise<V> {
  let queue: { key: K; resolve: (v: V) => void; reject: (err: unknown) => void }[] | null = null;
  async function flush() {
    const calls = queue ?? [];
    queue = null;
    try {
      const values = await load(calls.map((c) => c.key));
      for (const [i, c] of calls.entries()) c.resolve(values[i] as V);
    } catch (err) {
      for (const c of calls) c.reject(err);
    }
  }
  return (key) =>
    new Promise<V>((resolve, reject) => {
      if (!queue) {
        queue = [];
        // After the I/O callbacks of this turn: every NOTIFY read from the socket together is in.
        setImmediate(() => void flush());
      }
      queue.push({ key, resolve, reject });
    });
}

/** One batcher per database (each app, and each test's app, has its own). */
export function perDatabase<D extends object, F>(make: (db: D) => F): (db: D) => F {
  const made = new WeakMap<D, F>();
  return (db) => {
    let f = made.get(db);
    if (!f) {
      f = make(db);
      made.set(db, f);
    }
    return f;
  };
}
