/**
 * A service on a fresh PostgreSQL database with one account and key, plus a temp home for a library
 * spool: what the capture-to-dashboard tests share. `deliveringSink()` captures into that home and
 * delivers to the service with the key.
 */

import { type RunningServer, startServer } from "../../service/src/server.js";
import { openStore, type Store } from "../../service/src/store/index.js";
import { DeliveringSink, Delivery } from "../../src/capture/delivery.js";
import { FileSpool } from "../../src/capture/spool.js";
import { createTempHome, createTestDatabase, type TempHome, type TestDatabase } from "./service.js";

export interface DeliveryService {
  database: TestDatabase;
  store: Store;
  server: RunningServer;
  key: string;
  accountId: string;
  home: TempHome;
  deliveringSink(): DeliveringSink;
  close(): Promise<void>;
}

export async function startDeliveryService(options: {
  email: string;
  password: string;
  keyName: string;
  homePrefix: string;
}): Promise<DeliveryService> {
  const database = await createTestDatabase();
  const store = await openStore({ databaseUrl: database.url });
  const account = await store.createAccount(options.email, options.password);
  const key = (await store.createApiKey(account.id, options.keyName)).key;
  const server = await startServer({
    port: 0,
    store,
    importSpool: false,
    dashboard: false,
    rateLimit: { perSecond: 10_000 },
  });
  const home = createTempHome(options.homePrefix);
  return {
    database,
    store,
    server,
    key,
    accountId: account.id,
    home,
    deliveringSink() {
      const spool = new FileSpool({ home: home.path });
      const delivery = new Delivery({
        url: server.url,
        home: home.path,
        serviceKey: key,
        spool,
        beforeRound: () => spool.flush(),
      });
      return new DeliveringSink(spool, delivery);
    },
    async close() {
      await server.close();
      await store.close();
      await database.drop();
      home.remove();
    },
  };
}
