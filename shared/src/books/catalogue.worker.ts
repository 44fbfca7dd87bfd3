import { catalogueWorkerReplies, type CatalogueRequest } from './catalogueWorkerReplies';

// Typed by hand: the apps compile against the DOM library, not the worker one.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<CatalogueRequest>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  for (const reply of catalogueWorkerReplies(event.data)) scope.postMessage(reply);
};
