import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";

/** Longer than any ordinary request, shorter than the usual 30 s an orchestrator waits before SIGKILL. */
const SHUTDOWN_DEADLINE_MS = 25_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { app, database } = await buildApp({ config });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `June Weddings ready at ${config.publicUrl} (database: ${database.kind}, mail: ${config.SMTP_URL ? "smtp" : "built-in mailbox at /dev/mailbox"})`,
  );

  // Graceful shutdown (issue #19, decision 021): stop accepting connections, let in-flight requests
  // finish (Fastify's close; idle keep-alive sockets are closed, new requests on busy ones get 503), then
  // the onClose hooks flush view counts and close the mailer and the database; exit 0. Only a drain that
  // truly hangs (a stuck stream) hits the deadline and exits 1. This needs the signal to reach this process:
  // run it as plain Node (`node --import tsx`, see package.json), never under the `tsx` CLI, whose relay
  // kills the child.
  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, draining`);
      const force = setTimeout(() => {
        app.log.error(`shutdown: still draining after ${SHUTDOWN_DEADLINE_MS / 1000} s, exiting`);
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      app.close().then(
        () => {
          clearTimeout(force);
          app.log.info("drained, bye");
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}

void main();
