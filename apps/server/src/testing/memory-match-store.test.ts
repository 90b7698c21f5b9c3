import { matchStoreContract } from './match-store-contract.js';
import { MemoryMatchStore } from './memory-match-store.js';

matchStoreContract('in memory', async () => {
  const store = new MemoryMatchStore();
  return { store, player: async (handle) => store.addUser(handle).id, close: async () => {} };
});
