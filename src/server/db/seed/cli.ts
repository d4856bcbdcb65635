// `npm run seed`: seeds the demo shop into an empty database; `npm run seed -- --reset` empties
// the seeded tables first and seeds again. Uses the same environment as the server (DATA_DIR
// or DATABASE_URL). Stop a server on the same DATA_DIR first: PGlite allows one process.
import { loadEnv } from '../../env';
import { createLogger } from '../../log';
import { openDatabase } from '../client';
import { migrate } from '../migrate';
import { friendsFamilyLink } from '@/domain/settings';
import { reseed, seedIfEmpty } from './demo-shop';

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const env = loadEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL === 'silent' ? 'silent' : 'info');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(database);
    const options = { friendsFamilyKey: env.FRIENDS_FAMILY_KEY, logger };
    const outcome = reset
      ? await reseed(database.db, options)
      : await seedIfEmpty(database.db, options);
    if (!outcome.seeded) {
      console.log('The database already has products; nothing seeded. Use --reset to rebuild it.');
      return;
    }
    console.log(
      `Seeded ${outcome.products} products (${outcome.variants} variants), ` +
        `${outcome.salons} salons and ${outcome.lockers} lockers.`,
    );
    console.log(`Friends-and-family link: ${friendsFamilyLink(outcome.friendsFamilyKey)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exit(1);
});
