import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";

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

  // Graceful shutdown: stop accepting, let in-flight requests finish, close the database (onClose hook).
  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, draining`);
      const force = setTimeout(() => process.exit(1), 10_000).unref();
      app.close().then(
        () => {
          clearTimeout(force);
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
