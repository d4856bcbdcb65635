export function checkMessages(options?: { base?: string; write?: boolean }): string[];
