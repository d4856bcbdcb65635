// The build's page renderer in a thread of its own (issue 33). React renders a page's tree in one
// go once its data is there — some 15 ms of JavaScript for the shop's grid — and on the main
// thread every API request that arrived meanwhile waited behind it (an API request's p99 was
// 150–400 ms while pages rendered at full speed). In a worker thread the render runs beside the
// API; only its reads of the API come back to the main thread, which answers them as before (in
// process, as a public visitor), so the page is made from the very same answers.
import { Worker } from 'node:worker_threads';
import type {
  PageHead,
  PageHeadContext,
  ReadPublicAnswer,
  RenderedMarkup,
} from '@/domain/page-data';

/** What the thread is asked: a page's markup, or its head. */
type Job =
  { kind: 'markup'; url: string } | { kind: 'head'; url: string; context: PageHeadContext };

type FromThread =
  | { type: 'read'; job: number; read: number; path: string; language?: string }
  | { type: 'done'; job: number; value?: unknown; error?: string };

// Runs in the worker: loads the render module once, renders each job, and asks the main thread
// for every answer the page reads. Plain JavaScript (evaluated, not bundled).
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.file);
const waiting = new Map();
let nextRead = 0;
parentPort.on('message', async (message) => {
  if (message.type === 'answer') {
    const answer = waiting.get(message.read);
    waiting.delete(message.read);
    if (answer) answer(message.value);
    return;
  }
  const { job, kind, url, context } = message;
  const read = (path, language) =>
    new Promise((resolve) => {
      const id = nextRead++;
      waiting.set(id, resolve);
      parentPort.postMessage({ type: 'read', job, read: id, path, language });
    });
  try {
    const module = await loaded;
    const value =
      kind === 'markup'
        ? await module.renderPage(new URL(url), read)
        : await module.pageHead(new URL(url), read, context);
    parentPort.postMessage({ type: 'done', job, value });
  } catch (error) {
    parentPort.postMessage({ type: 'done', job, error: String((error && error.stack) || error) });
  }
});
`;

interface Pending {
  read: ReadPublicAnswer;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * One worker thread rendering with the module at `file` (the build's entry-server.js). A thread
 * that fails is replaced at the next job; its jobs fail (their pages go without markup).
 */
export class RenderThread {
  private worker: Worker | undefined;
  private readonly jobs = new Map<number, Pending>();
  private nextJob = 0;

  constructor(private readonly file: string) {}

  /** Starts the thread and its module's loading now, so the first page is not late for it. */
  warm(): void {
    this.thread();
  }

  markup(url: URL, read: ReadPublicAnswer): Promise<RenderedMarkup | undefined> {
    return this.run({ kind: 'markup', url: url.href }, read) as Promise<RenderedMarkup | undefined>;
  }

  head(url: URL, read: ReadPublicAnswer, context: PageHeadContext): Promise<PageHead | undefined> {
    return this.run({ kind: 'head', url: url.href, context }, read) as Promise<
      PageHead | undefined
    >;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private run(job: Job, read: ReadPublicAnswer): Promise<unknown> {
    const worker = this.thread();
    const id = this.nextJob++;
    return new Promise((resolve, reject) => {
      this.jobs.set(id, { read, resolve, reject });
      worker.postMessage({ ...job, job: id });
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { file: this.file },
    });
    // A server that is stopping does not wait for its renderer.
    worker.unref();
    worker.on('message', (message: FromThread) => this.onMessage(worker, message));
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const pending of this.jobs.values()) pending.reject(error);
      this.jobs.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the render thread stopped (${code})`)));
    this.worker = worker;
    return worker;
  }

  private onMessage(worker: Worker, message: FromThread): void {
    const pending = this.jobs.get(message.job);
    if (!pending) return;
    if (message.type === 'read') {
      const answer = (value: unknown) =>
        worker.postMessage({ type: 'answer', read: message.read, value });
      pending.read(message.path, message.language).then(answer, () => answer(undefined));
      return;
    }
    this.jobs.delete(message.job);
    if (message.error !== undefined) pending.reject(new Error(message.error));
    else pending.resolve(message.value);
  }
}
