import { catalogueWorkerJob, type CatalogueRequest } from './catalogueWorkerReplies';

// Typed by hand: the apps compile against the DOM library, not the worker one.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<CatalogueRequest>) => void) | null;
  postMessage(message: unknown): void;
};

const answer = catalogueWorkerJob((reply) => scope.postMessage(reply));
scope.onmessage = (event) => void answer(event.data);
