/** The command-line flags every benchmark understands. */

/** `--smoke`: a quick run that proves the benchmark works end to end; its figures are not measurements. */
export const smoke = process.argv.includes('--smoke');

/** `--misses`: per-file detail (misses, worst files), for tuning-half files only. */
export const showMisses = process.argv.includes('--misses');

/** Appended to the title of every block of figures a smoke run prints. */
export const smokeNote = smoke ? ' (smoke: not a measurement)' : '';
