import { catalogueWorkerJob, type CatalogueRequest } from '../books/catalogueWorkerReplies';

/** Stands in for the browser's Worker in shared's tests: answers with the real worker job, asynchronously. */
export class JobWorker {
  static instances: JobWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  requests: CatalogueRequest[] = [];
  private readonly answer = catalogueWorkerJob((reply) => this.onmessage?.({ data: reply } as MessageEvent), 3);
  constructor(
    readonly url?: URL | string,
    readonly options?: WorkerOptions,
  ) {
    JobWorker.instances.push(this);
  }
  postMessage(request: CatalogueRequest) {
    this.requests.push(request);
    setTimeout(() => void this.answer(request));
  }
  terminate() {
    this.terminated = true;
  }
}
