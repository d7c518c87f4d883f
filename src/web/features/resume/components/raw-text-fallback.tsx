/** No sections found: the raw text, its line count and a hint (core spec §2). */
export function RawTextFallback({ text }: { text: string }) {
  const lineCount = text === '' ? 0 : text.split('\n').length;
  return (
    <div className="space-y-3">
      <p className="text-sm">
        No sections were found in this resume ({lineCount} {lineCount === 1 ? 'line' : 'lines'} of text). Add
        headings such as "Experience", "Education" and "Skills" to your file to create sections, then upload
        it again.
      </p>
      <pre className="max-h-96 overflow-auto rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap">
        {text || 'No text was found in this file.'}
      </pre>
    </div>
  );
}
