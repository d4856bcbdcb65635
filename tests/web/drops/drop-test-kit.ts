import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetDropState } from '../../support/msw-drop-handlers';

/** Stands in for the browser's EventSource: the tests send the drop's events by hand. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.closed = true;
  }

  /** Sends one named event with its JSON data, as the server's stream would. */
  emit(type: string, data: unknown): void {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** The open stream of the public drop (the last one opened). */
export function openStream(): FakeEventSource {
  const open = FakeEventSource.instances.filter((source) => !source.closed);
  const source = open.at(-1);
  if (!source) throw new Error('no events stream is open');
  return source;
}

export function emitUnits(dropId: string, itemId: number, unitsLeft: number): void {
  act(() => openStream().emit('units', { dropId, itemId, unitsLeft }));
}

/** Every drop test: a fake EventSource and the handlers' drop state reset. */
export function setUpDropTests(): void {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    resetDropState();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
