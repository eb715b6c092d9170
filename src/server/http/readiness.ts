/**
 * Whether this instance should get traffic (GET /api/ready): not while its migrations run and
 * not once it is stopping, so a load balancer moves requests elsewhere first. The database's
 * own state is asked at each check (features/health/routes.ts).
 */
export function createReadiness() {
  let migrating = false;
  let draining = false;
  return {
    migrating: () => migrating,
    draining: () => draining,
    /** Around a migration that runs while the server already listens. */
    setMigrating(on: boolean) {
      migrating = on;
    },
    /** From the first moment of a graceful stop; never undone (the process is ending). */
    drain() {
      draining = true;
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
