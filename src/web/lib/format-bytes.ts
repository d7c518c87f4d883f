const units = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Platform spec §9: Bytes, KB, MB, GB in steps of 1024, at most two decimals ("1.5 MB"). */
export function formatBytes(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  return `${Number.parseFloat((bytes / 1024 ** exponent).toFixed(2))} ${units[exponent]}`;
}
