export function checkMessages(options?: { base?: string; write?: boolean }): string[];
export function domainMessages(
  base?: string,
): Map<string, { files: Set<string>; english: Set<string> }>;
