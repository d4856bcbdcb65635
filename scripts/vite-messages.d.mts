import type { Plugin } from 'vite';

export function compileCatalogue(source: string, file: string): Record<string, unknown>;
export function messageCatalogues(): Plugin;
