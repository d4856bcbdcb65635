// A second (and third) server process for the numbering test (issue 16): opens the PostgreSQL
// database named by DATABASE_URL and invoices every order of ORDER_IDS at once through the real
// service, then prints the numbers it got and how long issuing took, as JSON. Run with `node --import tsx`.
import { openDatabase } from '@/server/db/client';
import { createLogger } from '@/server/log';
import { issueInvoiceForOrder } from '@/server/services/invoices/issue';
import { asAdmin } from './audit-actor';

const url = process.env.DATABASE_URL;
const ids = (process.env.ORDER_IDS ?? '').split(',').filter(Boolean);
if (!url || ids.length === 0) throw new Error('set DATABASE_URL and ORDER_IDS');

const database = await openDatabase({ databaseUrl: url, dataDir: '' });
const logger = createLogger('silent');
try {
  const started = performance.now();
  const issued = await Promise.all(
    ids.map((orderId) =>
      asAdmin(() =>
        issueInvoiceForOrder(database.db, logger, {
          orderId,
          issuedBy: 'numbering-test@example.test',
          siteOrigin: 'https://shop.tress.example',
        }),
      ),
    ),
  );
  const ms = Math.round(performance.now() - started);
  process.stdout.write(
    `${JSON.stringify({ numbers: issued.map((invoice) => invoice.number), ms })}\n`,
  );
} finally {
  await database.close();
}
