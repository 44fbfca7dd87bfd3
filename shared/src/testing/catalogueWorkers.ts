import { catalogueWorkerReplies, type CatalogueRequest } from '../books/catalogueWorkerReplies';

/** Stands in for the browser's Worker: answers with the real worker job, asynchronously. */
export class JobWorker {
  static instances: JobWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  constructor(
    readonly url?: URL | string,
    readonly options?: WorkerOptions,
  ) {
    JobWorker.instances.push(this);
  }
  postMessage(request: CatalogueRequest) {
    setTimeout(() => {
      for (const reply of catalogueWorkerReplies(request, 3)) this.onmessage?.({ data: reply } as MessageEvent);
    });
  }
  terminate() {
    this.terminated = true;
  }
}

/** A worker whose script never loads. */
export class BrokenWorker extends JobWorker {
  static errors: Event[] = [];
  override postMessage() {
    const error = new Event('error', { cancelable: true });
    BrokenWorker.errors.push(error);
    setTimeout(() => this.onerror?.(error));
  }
}
