export function checkMessages(options?: { base?: string; write?: boolean }): string[];
export function domainMessages(
  base?: string,
): Map<string, { files: Set<string>; english: Set<string> }>;
export interface Catalogue {
  /** The ids' prefix: `app`, `cart`, or a feature's part, `catalog.shop`. */
  prefix: string;
  folder: string;
  /** Language → file. */
  files: Record<string, string>;
}
export function findCatalogues(base?: string): Catalogue[];
export function ownerOf(id: string, catalogues: readonly Catalogue[]): Catalogue | undefined;
