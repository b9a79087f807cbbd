import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";

/** The database the server would open with this environment (same config rules as the server). */
export async function openConfiguredDatabase() {
  const config = loadConfig();
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
}
