/** The production command's databases: one per service on the server DATABASE_URL names. */
import pg from 'pg';

/**
 * Creates each named database on the server of `serverUrl` unless it exists, and returns a URL
 * for each (the server's address and credentials, that database's name).
 * @template {string} Name
 * @param {string} serverUrl
 * @param {Record<Name, string>} names
 * @returns {Promise<Record<Name, string>>}
 */
export async function createDatabasesIfMissing(serverUrl, names) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 30_000 });
  await client.connect();
  /** @type {Partial<Record<Name, string>>} */
  const urls = {};
  try {
    for (const [key, name] of /** @type {[Name, string][]} */ (Object.entries(names))) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad database name ${name}`);
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        await client.query(`CREATE DATABASE ${name}`).catch((/** @type {unknown} */ error) => {
          // Another start created it meanwhile.
          if (/** @type {{ code?: string }} */ (error).code !== '42P04') throw error;
        });
        console.log(`  created the database ${name}`);
      }
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      urls[key] = url.toString();
    }
  } finally {
    await client.end();
  }
  return /** @type {Record<Name, string>} */ (urls);
}
